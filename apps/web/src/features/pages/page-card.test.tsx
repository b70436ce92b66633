// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';

import type { ListedPage } from '@huebook/shared/schemas/page';
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';

import { createQueryClient } from '../../lib/query-client.ts';

import { PageCard } from './page-card.tsx';
import { makePage } from './testing.tsx';

function renderCard(page: ListedPage, isAdminList = false) {
  const { container } = render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter>
        <PageCard page={page} isAdminList={isAdminList} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return { image: container.querySelector('img')!, card: screen.getByRole('article', { name: page.title }) };
}

afterEach(cleanup);

describe('PageCard', () => {
  it("shows the user's colored preview when there is one, else the thumbnail", () => {
    const colored = makePage({
      colored: { id: 'c1', preview: '/uploads/c1.webp', photo: '/uploads/c1.png' },
    });
    expect(renderCard(colored).image).toHaveAttribute('src', '/uploads/c1.webp');
    cleanup();
    const plain = makePage();
    expect(renderCard(plain).image).toHaveAttribute('src', plain.thumbnail);
  });

  it("shows the owner's name and payment id, the counts and the Trending badge", () => {
    const { card } = renderCard(
      makePage({
        user: { name: 'Pia Painter', stripe_id: 'cus_123' },
        colored_count: 7,
        favorited_count: 3,
        trending: true,
      }),
    );
    expect(card).toHaveTextContent('by Pia Paintercus_123');
    expect(card).toHaveTextContent('7 colored');
    expect(card).toHaveTextContent('3 favorited');
    expect(card).toHaveTextContent('Trending');
    expect(card).not.toHaveTextContent('Blocked');
  });

  it('shows the creation time relative, with the full date as its tooltip', () => {
    const created = new Date(2025, 2, 4, 15, 7);
    const { card } = renderCard(makePage({ created_at: created.toISOString() }));
    const time = card.querySelector('time')!;
    expect(time).toHaveAttribute('title', 'March 4, 2025 3:07 PM');
    expect(time.textContent).toMatch(/ago$/);
  });

  it('offers favorite and a link to color for users, delete only to the owner', () => {
    const { card } = renderCard(makePage({ title: 'Mine', is_owner: true, is_favorited: true }));
    expect(screen.getByRole('link', { name: 'Mine' })).toHaveAttribute(
      'href',
      expect.stringMatching(/\/color$/),
    );
    expect(screen.getByRole('button', { name: 'Unfavorite' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'Delete' })).toBeInTheDocument();
    expect(card).not.toHaveTextContent('Blocked');
  });

  it('shows admins a blocked page with its badge and Unblock, without link or favorite', () => {
    const { card } = renderCard(makePage({ title: 'Hidden', blocked: true }), true);
    expect(card).toHaveTextContent('Blocked');
    expect(screen.getByRole('button', { name: 'Unblock' })).toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /favorite/i })).not.toBeInTheDocument();
  });
});
