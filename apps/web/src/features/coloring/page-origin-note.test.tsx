// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';

import type { User } from '@huebook/shared/schemas/user';
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider, useLocation, useParams } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { useAuthStore } from '../../lib/auth-store.ts';
import { createQueryClient } from '../../lib/query-client.ts';
import { aPage } from '../../test/api-fixtures.ts';

import { missingSentence, PageOriginNote, pageOrigin } from './page-origin-note.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  useAuthStore.setState({ user: null, token: null });
});

const libraryPage = {
  id: 'p1',
  source: 'ai' as const,
  generator: 'offline',
  prompt: 'A cat playing guitar on the moon',
  is_owner: true,
  generation: { method: 'library' as const, seed: 4, detail: 'simple' as const, drawings: ['cat'] },
};

function Landed() {
  return <h1>Coloring {useParams().id}</h1>;
}

function CreateStandIn() {
  return <h1>Create with {new URLSearchParams(useLocation().search).get('prompt')}</h1>;
}

function renderNote(page: Parameters<typeof PageOriginNote>[0]['page'], admin = false) {
  useAuthStore.setState({ token: 't', user: { id: 'u', admin } as unknown as User });
  const router = createMemoryRouter([
    { path: '/', element: <PageOriginNote page={page} /> },
    { path: '/pages/:id/color', element: <Landed /> },
    { path: '/pages/create/ai', element: <CreateStandIn /> },
  ]);
  render(
    <QueryClientProvider client={createQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

describe('page origin note', () => {
  it('says where a page came from, in the user’s words', () => {
    expect(pageOrigin(libraryPage)?.text).toBe('Drawn from our library');
    expect(pageOrigin({ ...libraryPage, source: 'upload', generation: { method: 'photo' } })?.text).toBe(
      'Made from your photo',
    );
    expect(
      pageOrigin({ ...libraryPage, source: 'upload', generation: { method: 'photo', fallback: true } })?.text,
    ).toMatch(/^Made from your photo\. The AI could not convert it/);
    // Pages made before `generation` was recorded still get their note.
    expect(pageOrigin({ ...libraryPage, generation: null })?.text).toBe('Drawn from our library');
    expect(pageOrigin({ ...libraryPage, generator: 'openai', generation: { method: 'openai' } })).toBeNull();
    expect(pageOrigin({ ...libraryPage, generator: null, generation: { method: 'kept' } })).toBeNull();
  });

  it('lets the owner try another page from the same prompt with the next seed, then opens it', async () => {
    const calls: { path: string; body: unknown }[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn((input: string, init: RequestInit = {}) => {
        calls.push({ path: input, body: init.body ? JSON.parse(String(init.body)) : null });
        return Promise.resolve(
          new Response(JSON.stringify({ data: aPage({ id: 'p2', is_owner: true }) }), {
            status: 200,
            headers: { 'content-type': 'application/json' },
          }),
        );
      }),
    );
    renderNote(libraryPage);
    expect(screen.getByText('Drawn from our library')).toBeInTheDocument();
    expect(screen.queryByText(/OpenAI key/)).not.toBeInTheDocument();
    const button = screen.getByRole('button', { name: 'Try another' });
    expect(button).toHaveAccessibleDescription(/Uses one page credit/);
    await userEvent.click(button);
    expect(
      await screen.findByRole('heading', { name: 'Coloring p2' }, { timeout: 5_000 }),
    ).toBeInTheDocument();
    expect(calls.filter((call) => call.path.endsWith('/pages/create'))).toEqual([
      {
        path: expect.stringMatching(/\/api\/pages\/create$/) as unknown as string,
        body: { prompt: 'A cat playing guitar on the moon', seed: 5, detail: 'simple' },
      },
    ]);
  });

  it('offers no Try another on someone else’s page; shows admins how to turn AI on', () => {
    renderNote({ ...libraryPage, is_owner: false }, true);
    expect(screen.queryByRole('button', { name: 'Try another' })).not.toBeInTheDocument();
    expect(screen.getByText(/Add an OpenAI key in Settings/)).toBeInTheDocument();
  });

  it('says what the library has no drawing of, and offers the owner another prompt', async () => {
    const hedgehogPage = {
      ...libraryPage,
      prompt: 'A hedgehog on a skateboard',
      generation: {
        method: 'library' as const,
        seed: 0,
        drawings: ['tree'],
        missing: { subjects: ['a hedgehog', 'a skateboard'], shows: 'a tree in a meadow' },
      },
    };
    renderNote(hedgehogPage);
    expect(
      screen.getByText(
        'We have no drawing of a hedgehog or a skateboard yet, so this page shows a tree in a meadow.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try another' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'Try another prompt' }));
    expect(
      await screen.findByRole(
        'heading',
        { name: 'Create with A hedgehog on a skateboard' },
        // The route change renders a lazily loaded screen: slow on a loaded CI machine.
        { timeout: 5_000 },
      ),
    ).toBeInTheDocument();
  });

  it('says nothing of missing drawings when the library drew everything, or for AI pages', () => {
    expect(missingSentence(libraryPage)).toBeNull();
    const missing = { subjects: ['a hedgehog'], shows: 'a castle' };
    expect(missingSentence({ ...libraryPage, generation: { method: 'library', missing } })).toBe(
      'We have no drawing of a hedgehog yet, so this page shows a castle.',
    );
    expect(
      missingSentence({ ...libraryPage, generator: 'openai', generation: { method: 'openai', missing } }),
    ).toBeNull();
    renderNote(libraryPage);
    expect(screen.queryByText(/We have no drawing/)).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Try another prompt' })).not.toBeInTheDocument();
  });

  it('shows nothing for pages drawn by AI or kept as uploaded', () => {
    renderNote({ ...libraryPage, generator: 'openai', generation: { method: 'openai' } });
    expect(screen.queryByText(/library|photo/)).not.toBeInTheDocument();
  });
});
