// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';

import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { UploadPagePage } from './upload-page.tsx';

function renderUpload() {
  const router = createMemoryRouter([{ path: '/', element: <UploadPagePage /> }]);
  return render(
    <QueryClientProvider client={new QueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

beforeEach(() => {
  vi.stubGlobal(
    'URL',
    Object.assign(URL, { createObjectURL: () => 'blob:preview', revokeObjectURL: () => {} }),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('upload page', () => {
  it('shows the chosen picture trimmed, a preview, and enables Create page', async () => {
    renderUpload();
    const button = screen.getByRole('button', { name: 'Create page' });
    expect(button).toBeDisabled();
    const file = new File(['x'], 'my-summer-holiday-photo.png', { type: 'image/png' });
    await userEvent.upload(screen.getByLabelText('Picture'), file);
    expect(screen.getByText('my-summ...oto.png')).toBeInTheDocument();
    expect(screen.getByAltText('Preview of the chosen picture')).toHaveAttribute('src', 'blob:preview');
    expect(button).toBeEnabled();
  });

  it('refuses a picture of another type', async () => {
    renderUpload();
    const input = screen.getByLabelText('Picture');
    await userEvent.upload(input, new File(['x'], 'anim.gif', { type: 'image/gif' }), { applyAccept: false });
    expect(screen.getByRole('alert')).toHaveTextContent('Choose a PNG, JPEG or WebP picture.');
    expect(screen.getByRole('button', { name: 'Create page' })).toBeDisabled();
  });
});
