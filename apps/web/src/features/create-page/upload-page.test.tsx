// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';

import { MAX_UPLOAD_BYTES } from '@huebook/shared/constants';
import { act, cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { aPage } from '../../test/api-fixtures.ts';

import { deferred, findColoring, json, renderScreen, stubApi, type Call } from './testing.tsx';
import { UploadPagePage } from './upload-page.tsx';

const uploads = (calls: Call[]) =>
  calls.filter((call) => call.method === 'POST' && call.path === '/pages/upload');
const photo = () => new File(['jpeg bytes'], 'my-summer-holiday-photo.jpg', { type: 'image/jpeg' });

beforeEach(() => {
  vi.stubGlobal(
    'URL',
    Object.assign(URL, { createObjectURL: () => 'blob:preview', revokeObjectURL: () => {} }),
  );
  // Radix measures the switch thumb; jsdom has no ResizeObserver.
  vi.stubGlobal(
    'ResizeObserver',
    class {
      observe() {}
      unobserve() {}
      disconnect() {}
    },
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('upload page', () => {
  it('shows the chosen picture trimmed, a preview, and enables Create page', async () => {
    stubApi({});
    renderScreen(<UploadPagePage />);
    expect(await screen.findByText('2 page creations left this month')).toBeInTheDocument();
    const button = screen.getByRole('button', { name: 'Create page' });
    expect(button).toBeDisabled();
    expect(screen.getByLabelText('Picture')).toHaveAttribute('accept', 'image/png,image/jpeg,image/webp');
    await userEvent.upload(screen.getByLabelText('Picture'), photo());
    expect(screen.getByText('my-summ...oto.jpg')).toBeInTheDocument();
    expect(screen.getByAltText('Preview of the chosen picture')).toHaveAttribute('src', 'blob:preview');
    expect(button).toBeEnabled();
  });

  it('refuses a picture of another type', async () => {
    stubApi({});
    renderScreen(<UploadPagePage />);
    const input = screen.getByLabelText('Picture');
    await userEvent.upload(input, new File(['x'], 'anim.gif', { type: 'image/gif' }), { applyAccept: false });
    expect(screen.getByRole('alert')).toHaveTextContent('Choose a PNG, JPEG or WebP picture.');
    expect(screen.getByRole('button', { name: 'Create page' })).toBeDisabled();
  });

  it('refuses a picture over 10 MB before sending anything', async () => {
    const calls = stubApi({});
    renderScreen(<UploadPagePage />);
    const big = new File(['x'], 'huge.png', { type: 'image/png' });
    Object.defineProperty(big, 'size', { value: MAX_UPLOAD_BYTES + 1 });
    await userEvent.upload(screen.getByLabelText('Picture'), big);
    expect(screen.getByRole('alert')).toHaveTextContent(
      'This picture is 10.1 MB. Choose one of 10 MB or less.',
    );
    expect(screen.getByRole('button', { name: 'Create page' })).toBeDisabled();
    expect(uploads(calls)).toHaveLength(0);
  });

  it('has a "Convert to line art" switch, off by default, with a helper for photos', async () => {
    stubApi({});
    renderScreen(<UploadPagePage />);
    const toggle = screen.getByRole('switch', { name: 'Convert to line art' });
    expect(toggle).not.toBeChecked();
    expect(toggle).toHaveAccessibleDescription(/photos and colored drawings/);
    await userEvent.click(toggle);
    expect(toggle).toBeChecked();
  });

  it('sends the picture and the switch once, then opens the page for coloring', async () => {
    const answer = deferred();
    const calls = stubApi({ 'POST /pages/upload': () => answer.promise });
    renderScreen(<UploadPagePage />);
    await userEvent.upload(screen.getByLabelText('Picture'), photo());
    await userEvent.click(screen.getByRole('switch', { name: 'Convert to line art' }));
    const button = screen.getByRole('button', { name: 'Create page' });
    await userEvent.click(button);
    expect(button).toBeDisabled();
    expect(screen.getByRole('switch', { name: 'Convert to line art' })).toBeDisabled();
    await userEvent.click(button);

    await act(async () => answer.resolve(json(200, { data: aPage({ id: 'u1' }) })));
    expect(await findColoring('u1')).toBeInTheDocument();
    expect(uploads(calls)).toHaveLength(1);
    const form = uploads(calls)[0]!.body as FormData;
    expect(form.get('lineArt')).toBe('true');
    expect(form.get('detail')).toBe('medium');
    expect((form.get('file') as File).name).toBe('my-summer-holiday-photo.jpg');
  });

  it('offers the Detail levels only for a conversion, Medium first, and sends the chosen one', async () => {
    const calls = stubApi({ 'POST /pages/upload': () => json(200, { data: aPage({ id: 'u3' }) }) });
    renderScreen(<UploadPagePage />);
    await userEvent.upload(screen.getByLabelText('Picture'), photo());
    expect(screen.queryByRole('group', { name: 'Detail' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('switch', { name: 'Convert to line art' }));
    const group = screen.getByRole('group', { name: 'Detail' });
    expect(
      within(group)
        .getAllByRole('radio')
        .map((radio) => radio.getAttribute('value')),
    ).toEqual(['simple', 'medium', 'detailed']);
    expect(within(group).getByRole('radio', { name: /Medium/ })).toBeChecked();
    await userEvent.click(within(group).getByRole('radio', { name: /Detailed/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Create page' }));
    expect(await findColoring('u3')).toBeInTheDocument();
    expect((uploads(calls)[0]!.body as FormData).get('detail')).toBe('detailed');
  });

  it('sends lineArt false when the switch stays off', async () => {
    const calls = stubApi({ 'POST /pages/upload': () => json(200, { data: aPage({ id: 'u2' }) }) });
    renderScreen(<UploadPagePage />);
    await userEvent.upload(screen.getByLabelText('Picture'), photo());
    await userEvent.click(screen.getByRole('button', { name: 'Create page' }));
    expect(await findColoring('u2')).toBeInTheDocument();
    expect((uploads(calls)[0]!.body as FormData).get('lineArt')).toBe('false');
    expect((uploads(calls)[0]!.body as FormData).get('detail')).toBeNull();
  });

  it('lets the user try again after a failed upload', async () => {
    stubApi({
      'POST /pages/upload': () => json(415, { message: 'Unsupported picture', code: 'UNSUPPORTED' }),
    });
    renderScreen(<UploadPagePage />);
    await userEvent.upload(screen.getByLabelText('Picture'), photo());
    await userEvent.click(screen.getByRole('button', { name: 'Create page' }));
    await vi.waitFor(() => expect(screen.getByRole('button', { name: 'Create page' })).toBeEnabled());
    expect(screen.getByText('my-summ...oto.jpg')).toBeInTheDocument();
  });
});
