// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { callApi } from './api-client.ts';
import { ApiError } from './api-error.ts';
import { useAuthStore } from './auth-store.ts';

type FetchArgs = [input: string, init: RequestInit];

function jsonResponse(status: number, body: unknown): Response {
  return new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });
}

let fetchMock: ReturnType<typeof vi.fn<(...args: FetchArgs) => Promise<Response>>>;

beforeEach(() => {
  fetchMock = vi.fn<(...args: FetchArgs) => Promise<Response>>();
  vi.stubGlobal('fetch', fetchMock);
  useAuthStore.setState({ token: 'tok-1', user: null });
});

afterEach(() => {
  vi.unstubAllGlobals();
});

const setting = { name: 'app_name', value: 'Huebook' };

/** The rejection of `promise`, which must reject. */
async function failureOf(promise: Promise<unknown>): Promise<unknown> {
  return promise.then(
    () => expect.fail('the call should have failed'),
    (error: unknown) => error,
  );
}

describe('callApi', () => {
  it('calls the endpoint under /api with the bearer token and answers its JSON', async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, { data: [setting] }));
    await expect(callApi('GET /settings/list')).resolves.toEqual({ data: [setting] });
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/settings/list');
    expect(init.method).toBe('GET');
    expect((init.headers as Record<string, string>).authorization).toBe('Bearer tok-1');
  });

  it('fills in path parameters URL-encoded, sends the query and a JSON body', async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, { data: { updated: true, name: 'app_name' } }));
    await callApi('PATCH /settings/:name/update', { params: { name: 'app name/x' }, body: { value: 'Hue' } });
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/settings/app%20name%2Fx/update');
    expect(init.method).toBe('PATCH');
    expect(init.body).toBe('{"value":"Hue"}');
    expect((init.headers as Record<string, string>)['content-type']).toBe('application/json');

    fetchMock.mockResolvedValue(
      jsonResponse(200, { data: [], current_page: 2, last_page: 2, per_page: 24, next_cursor: null }),
    );
    await callApi('GET /pages/paginate', { query: { page: 2, scope: 'owned', search: undefined } });
    expect(fetchMock.mock.calls[1]![0]).toBe('/api/pages/paginate?page=2&scope=owned');
  });

  it('uploads a file as multipart field "file" with the text fields', async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, { data: { url: '/uploads/a.png' } }));
    const blob = new Blob(['png'], { type: 'image/png' });
    const answer = await callApi('POST /storage/upload', {
      file: blob,
      fileName: 'drawing.png',
      fields: { extensions: 'png' },
    });
    expect(answer.data.url).toBe('/uploads/a.png');
    const init = fetchMock.mock.calls[0]![1];
    const form = init.body as FormData;
    expect((form.get('file') as File).name).toBe('drawing.png');
    expect(form.get('extensions')).toBe('png');
    expect((init.headers as Record<string, string>)['content-type']).toBeUndefined();
  });

  it('throws an ApiError with the status, code, message and issues of a failed answer', async () => {
    const issues = [{ path: 'email', message: 'Enter a valid email address' }];
    fetchMock.mockResolvedValue(
      jsonResponse(400, { message: 'Invalid input', code: 'INVALID_INPUT', issues }),
    );
    const error = await failureOf(callApi('POST /users/sign-in', { body: { email: 'nope' } }));
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 400, code: 'INVALID_INPUT', message: 'Invalid input', issues });
    expect((error as ApiError).sentToken).toBe('tok-1');
  });

  it("says 'Something went wrong!' for a failed answer without the error shape", async () => {
    fetchMock.mockResolvedValue(new Response('<html>Bad gateway</html>', { status: 502 }));
    const error = await failureOf(callApi('GET /credits/read'));
    expect(error).toMatchObject({ status: 502, code: 'BAD_RESPONSE', message: 'Something went wrong!' });
  });

  it("carries the browser's message when no answer came", async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    const error = await failureOf(callApi('GET /credits/read'));
    expect(error).toMatchObject({ status: 0, code: 'NETWORK_ERROR', message: 'Failed to fetch' });
  });

  it('rethrows the abort of an aborted call as it is', async () => {
    const controller = new AbortController();
    fetchMock.mockImplementation(async () => {
      controller.abort();
      throw new DOMException('The operation was aborted.', 'AbortError');
    });
    const error = await failureOf(callApi('GET /credits/read', { signal: controller.signal }));
    expect(error).not.toBeInstanceOf(ApiError);
    expect((error as Error).name).toBe('AbortError');
  });

  it('checks answers against the contract in tests: a mismatching answer throws', async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, { data: [setting, { name: 'app_name', value: 5 }] }));
    const error = await failureOf(callApi('GET /settings/list'));
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 200, code: 'BAD_RESPONSE' });
    expect((error as ApiError).issues.map((issue) => issue.path)).toEqual(['data.1.value']);
    expect((error as ApiError).message).toContain('GET /settings/list answered outside its schema');

    fetchMock.mockResolvedValue(jsonResponse(200, { data: { prompt: 'A fox in a hat' } }));
    await expect(callApi('GET /pages/prompt/generate')).resolves.toEqual({
      data: { prompt: 'A fox in a hat' },
    });
  });

  it('types each call from the contract', () => {
    // Never run: the compiler checks these lines (tsc --noEmit -p apps/web).
    const typed = () => {
      // @ts-expect-error no such endpoint in the contract
      void callApi('GET /pages/:id/reed', { params: { id: 'p1' } });
      // @ts-expect-error a PDF is a file, not a JSON answer
      void callApi('GET /pages/:id/pdf', { params: { id: 'p1' } });
      // @ts-expect-error GET /pages/:id/read needs its :id
      void callApi('GET /pages/:id/read');
      // @ts-expect-error sign-in takes { email }
      void callApi('POST /users/sign-in', { body: { mail: 'a@b.c' } });
      // @ts-expect-error the scope is one of the contract's
      void callApi('GET /pages/paginate', { query: { scope: 'everyone' } });
      return callApi('GET /credits/read').then((answer) => {
        // @ts-expect-error credits are numbers
        const text: string = answer.data.page_creation;
        return text;
      });
    };
    expect(typed).toBeTypeOf('function');
  });
});
