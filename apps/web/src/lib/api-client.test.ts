// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { api } from './api-client.ts';
import { useAuthStore } from './auth-store.ts';
import { registerNavigator } from './navigation.ts';
import { useNotificationStore } from './notification-store.ts';

type FetchArgs = [input: string, init: RequestInit];

function jsonResponse(status: number, body: unknown): Response {
  return new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });
}

let fetchMock: ReturnType<typeof vi.fn<(...args: FetchArgs) => Promise<Response>>>;
let navigations: string[];

beforeEach(() => {
  fetchMock = vi.fn<(...args: FetchArgs) => Promise<Response>>();
  vi.stubGlobal('fetch', fetchMock);
  navigations = [];
  registerNavigator((to) => navigations.push(to));
  useAuthStore.setState({ token: 'tok-1', user: null });
  useNotificationStore.getState().clear();
  window.history.replaceState(null, '', '/pages/public');
});

afterEach(() => {
  vi.unstubAllGlobals();
  registerNavigator(null);
});

const notification = () => useNotificationStore.getState().current;

describe('api client', () => {
  it('unwraps { data } and sends the bearer token under /api', async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, { data: { id: 'p1' } }));
    await expect(api.get('/pages/p1/read')).resolves.toEqual({ id: 'p1' });
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/pages/p1/read');
    expect((init.headers as Record<string, string>).authorization).toBe('Bearer tok-1');
  });

  it('serialises nested query objects and sends JSON bodies', async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, { data: null }));
    await api.get('/x', { page: 2, filter: { scope: 'public' }, skip: undefined });
    expect(fetchMock.mock.calls[0]![0]).toBe('/api/x?page=2&filter%5Bscope%5D=public');
    await api.post('/users/sign-in', { email: 'a@b.c' });
    const init = fetchMock.mock.calls[1]![1];
    expect(init.method).toBe('POST');
    expect(init.body).toBe('{"email":"a@b.c"}');
    expect((init.headers as Record<string, string>)['content-type']).toBe('application/json');
  });

  it('keeps the whole body of a list call', async () => {
    const body = { data: [{ id: 'a' }], current_page: 1, last_page: 2, per_page: 24, next_cursor: 'c2' };
    fetchMock.mockResolvedValue(jsonResponse(200, body));
    await expect(api.paginate('/pages/paginate', { page: 1 })).resolves.toEqual(body);
  });

  it('shows the message of a failed response as a danger notification and returns null', async () => {
    fetchMock.mockResolvedValue(jsonResponse(409, { message: 'Email already taken', code: 'CONFLICT' }));
    await expect(api.post('/users/sign-up', {})).resolves.toBeNull();
    expect(notification()).toMatchObject({
      message: 'Email already taken',
      variant: 'danger',
      persist: false,
    });
    expect(navigations).toEqual([]);
  });

  it("falls back to 'Something went wrong!' when the response carries no message", async () => {
    fetchMock.mockResolvedValue(new Response('<html>Bad gateway</html>', { status: 502 }));
    await expect(api.get('/x')).resolves.toBeNull();
    expect(notification()?.message).toBe('Something went wrong!');
  });

  it("shows the error's own message when the request never got an answer", async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(api.get('/x')).resolves.toBeNull();
    expect(notification()).toMatchObject({ message: 'Failed to fetch', variant: 'danger' });
  });

  it('signs out on 401 with a persistent notification and goes to /sign-in', async () => {
    fetchMock.mockResolvedValue(jsonResponse(401, { message: 'Sign in again', code: 'UNAUTHORIZED' }));
    await api.get('/users/read');
    expect(useAuthStore.getState().token).toBeNull();
    expect(notification()).toMatchObject({ message: 'Sign in again', persist: true, variant: 'danger' });
    expect(navigations).toEqual(['/sign-in?next=/pages/public']);
  });

  it('comes back to the screen it was on after signing in again (401 keeps a next)', async () => {
    window.history.replaceState(null, '', '/pages/p1/color?from=favorites');
    fetchMock.mockResolvedValue(jsonResponse(401, { message: 'Sign in again', code: 'UNAUTHORIZED' }));
    await api.get('/users/read');
    expect(navigations).toEqual(['/sign-in?next=/pages/p1/color%3Ffrom%3Dfavorites']);
  });

  it('signs out once when calls made side by side with one token are all refused', async () => {
    fetchMock.mockImplementation(async () =>
      jsonResponse(401, { message: 'Sign in again', code: 'UNAUTHORIZED' }),
    );
    await Promise.all([api.get('/users/read'), api.get('/pages/p1/read')]);
    expect(useAuthStore.getState().token).toBeNull();
    expect(navigations).toEqual(['/sign-in?next=/pages/public']);
  });

  it('does not navigate on 401 when already on /sign-in', async () => {
    window.history.replaceState(null, '', '/sign-in');
    fetchMock.mockResolvedValue(jsonResponse(401, { message: 'Nope', code: 'UNAUTHORIZED' }));
    await api.get('/users/read');
    expect(navigations).toEqual([]);
    expect(useAuthStore.getState().token).toBeNull();
  });

  it('signs a blocked user out on 403 BLOCKED, saying the account has been blocked', async () => {
    fetchMock.mockResolvedValue(
      jsonResponse(403, { message: 'Your account has been blocked.', code: 'BLOCKED' }),
    );
    await api.get('/pages/paginate');
    expect(useAuthStore.getState()).toMatchObject({ token: null, user: null });
    expect(notification()).toMatchObject({
      message: 'Your account has been blocked.',
      persist: true,
      variant: 'danger',
    });
    expect(navigations).toEqual(['/sign-in']);
  });

  it('keeps the sign-in page as it is on 403 BLOCKED without a token', async () => {
    useAuthStore.setState({ token: null, user: null });
    window.history.replaceState(null, '', '/sign-in');
    fetchMock.mockResolvedValue(
      jsonResponse(403, { message: 'Your account has been blocked.', code: 'BLOCKED' }),
    );
    await api.post('/users/sign-in', { email: 'a@b.c' });
    expect(notification()).toMatchObject({ message: 'Your account has been blocked.', persist: false });
    expect(navigations).toEqual([]);
  });

  it('sends a 403 NO_PAID_PLAN to /checkout with a persistent notification', async () => {
    fetchMock.mockResolvedValue(
      jsonResponse(403, { message: 'Upgrade to favorite pages', code: 'NO_PAID_PLAN' }),
    );
    await api.patch('/pages/p1/favorited/toggle');
    expect(navigations).toEqual(['/checkout']);
    expect(notification()).toMatchObject({ message: 'Upgrade to favorite pages', persist: true });
    expect(useAuthStore.getState().token).toBe('tok-1');
  });

  it('lets a caller handle a failure itself', async () => {
    fetchMock.mockResolvedValue(jsonResponse(403, { message: 'An admin already exists', code: 'FORBIDDEN' }));
    const seen: number[] = [];
    await api.post('/users/admin/create', {}, { onFailure: (failure) => (seen.push(failure.status), true) });
    expect(seen).toEqual([403]);
    expect(notification()).toBeNull();
  });

  it('uploads a file as multipart under the field "file"', async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, { data: { url: '/uploads/a.png' } }));
    const blob = new Blob(['png'], { type: 'image/png' });
    await expect(api.upload('/storage/upload', blob, { fileName: 'drawing.png' })).resolves.toEqual({
      url: '/uploads/a.png',
    });
    const init = fetchMock.mock.calls[0]![1];
    const form = init.body as FormData;
    expect(form).toBeInstanceOf(FormData);
    expect((form.get('file') as File).name).toBe('drawing.png');
    expect((init.headers as Record<string, string>)['content-type']).toBeUndefined();
  });
});
