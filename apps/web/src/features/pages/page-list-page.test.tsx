// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';

import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { registerNavigator } from '../../lib/navigation.ts';
import { useNotificationStore } from '../../lib/notification-store.ts';

import { PAGE_LISTS, PageListPage } from './page-list-page.tsx';
import { makePage, noPaidPlan, renderList, stubPagesApi, type Call } from './testing.tsx';

const publicList = <PageListPage config={PAGE_LISTS.public} />;
const adminList = <PageListPage config={PAGE_LISTS.admin} />;

const listCalls = (calls: Call[]) => calls.filter((call) => call.path === '/pages/paginate');
const card = (title: string) => screen.getByRole('article', { name: title });
const cardTitles = () =>
  screen.getAllByRole('article').map((article) => within(article).getByRole('heading').textContent);

beforeEach(() => useNotificationStore.getState().clear());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  registerNavigator(null);
});

describe('page list: search, sort and load more', () => {
  it('lists from the URL: ?search= and ?sort= fill the controls and the call', async () => {
    const calls = stubPagesApi([makePage({ title: 'Cat nap' }), makePage({ title: 'Dog walk' })]);
    renderList(publicList, '/list?search=cat&sort=oldest');
    expect(await screen.findByRole('article', { name: 'Cat nap' })).toBeInTheDocument();
    expect(screen.queryByRole('article', { name: 'Dog walk' })).not.toBeInTheDocument();
    expect(screen.getByLabelText('Search public pages')).toHaveValue('cat');
    expect(screen.getByLabelText('Sort')).toHaveValue('oldest');
    const query = listCalls(calls)[0]!.query;
    expect(Object.fromEntries(query)).toMatchObject({
      page: '1',
      search: 'cat',
      sort: 'oldest',
      scope: 'public',
    });
  });

  it('searches once typing pauses, from page 1, and keeps the search in the URL', async () => {
    const calls = stubPagesApi([makePage({ title: 'Zebra' }), makePage({ title: 'Lion' })]);
    const { router } = renderList(publicList);
    await screen.findByRole('article', { name: 'Lion' });
    await userEvent.type(screen.getByLabelText('Search public pages'), 'zeb');
    // Nothing is asked while typing goes on.
    expect(listCalls(calls)).toHaveLength(1);
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Lion' })).not.toBeInTheDocument());
    expect(card('Zebra')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?search=zeb');
    const searches = listCalls(calls).map((call) => call.query.get('search'));
    expect(searches).toEqual([null, 'zeb']);
    expect(listCalls(calls)[1]!.query.get('page')).toBe('1');
  });

  it('sorts from the dropdown: the URL gets ?sort=oldest and the order flips', async () => {
    stubPagesApi([makePage({ title: 'Newest' }), makePage({ title: 'Oldest' })]);
    const { router } = renderList(publicList);
    await screen.findByRole('article', { name: 'Newest' });
    expect(cardTitles()).toEqual(['Newest', 'Oldest']);
    await userEvent.selectOptions(screen.getByLabelText('Sort'), 'Oldest');
    await waitFor(() => expect(cardTitles()).toEqual(['Oldest', 'Newest']));
    expect(router.state.location.search).toBe('?sort=oldest');
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Trending',
      'Popularity',
      'Latest',
      'Oldest',
      'Most favorited',
      'Most colored',
    ]);
  });

  it("appends the next page on 'Load more', continuing from the cursor, until the last page", async () => {
    const calls = stubPagesApi([makePage(), makePage(), makePage()], { perPage: 2 });
    renderList(publicList);
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(2));
    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(3));
    expect(Object.fromEntries(listCalls(calls)[1]!.query)).toMatchObject({ page: '2', cursor: 'cursor-2' });
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('puts the search box back when Back returns to an earlier search', async () => {
    stubPagesApi([makePage({ title: 'Moon' })]);
    const { router } = renderList(publicList);
    await screen.findByRole('article', { name: 'Moon' });
    await userEvent.type(screen.getByLabelText('Search public pages'), 'moo');
    await waitFor(() => expect(router.state.location.search).toBe('?search=moo'));
    await router.navigate(-1);
    await waitFor(() => expect(screen.getByLabelText('Search public pages')).toHaveValue(''));
    expect(router.state.location.search).toBe('');
  });
});

describe('page list: empty, no results and errors', () => {
  it('offers to create a page when the list is empty', async () => {
    stubPagesApi([]);
    renderList(publicList);
    expect(await screen.findByRole('heading', { name: 'No pages here yet' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Create a page' })).toHaveAttribute('href', '/pages/create');
  });

  it('says when a search finds nothing and clears it on request', async () => {
    stubPagesApi([makePage({ title: 'Owl' })]);
    const { router } = renderList(publicList, '/list?search=whale');
    expect(await screen.findByRole('heading', { name: 'No pages match “whale”' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Clear search' }));
    expect(await screen.findByRole('article', { name: 'Owl' })).toBeInTheDocument();
    expect(screen.getByLabelText('Search public pages')).toHaveValue('');
    expect(router.state.location.search).toBe('');
  });

  it("shows a failed load in plain words and loads again on 'Try again'", async () => {
    const pages = [makePage({ title: 'Back again' })];
    stubPagesApi(pages);
    const working = vi.mocked(fetch).getMockImplementation()!;
    vi.mocked(fetch).mockImplementationOnce(() => Promise.reject(new TypeError('Failed to fetch')));
    renderList(publicList);
    expect(await screen.findByRole('heading', { name: 'We couldn’t load these pages' })).toBeInTheDocument();
    vi.mocked(fetch).mockImplementation(working);
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('article', { name: 'Back again' })).toBeInTheDocument();
  });
});

describe('page list: favorite, delete, block', () => {
  it('favorites a page on a paid plan: the card turns pressed and counts one more', async () => {
    const fox = makePage({ title: 'Fox', favorited_count: 2 });
    const calls = stubPagesApi([fox]);
    renderList(publicList);
    await screen.findByRole('article', { name: 'Fox' });
    await userEvent.click(within(card('Fox')).getByRole('button', { name: 'Favorite' }));
    const unfavorite = await within(card('Fox')).findByRole('button', { name: 'Unfavorite' });
    expect(unfavorite).toHaveAttribute('aria-pressed', 'true');
    expect(card('Fox')).toHaveTextContent('3 favorited');
    expect(calls.at(-1)).toMatchObject({
      method: 'PATCH',
      path: `/pages/${fox.id}/favorited/toggle`,
      body: { favorited: true },
    });
  });

  it('sends a free plan to /checkout when the server answers 403 NO_PAID_PLAN', async () => {
    stubPagesApi([makePage({ title: 'Fox' })], { favoriteAnswer: noPaidPlan });
    renderList(publicList);
    await screen.findByRole('article', { name: 'Fox' });
    await userEvent.click(within(card('Fox')).getByRole('button', { name: 'Favorite' }));
    expect(await screen.findByRole('heading', { name: 'Choose plan' })).toBeInTheDocument();
  });

  it('puts the card back when the toggle fails', async () => {
    stubPagesApi([makePage({ title: 'Fox', favorited_count: 5 })], {
      favoriteAnswer: () =>
        new Response(JSON.stringify({ message: 'Server down', code: 'INTERNAL' }), { status: 500 }),
    });
    renderList(publicList);
    await screen.findByRole('article', { name: 'Fox' });
    await userEvent.click(within(card('Fox')).getByRole('button', { name: 'Favorite' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Server down');
    const favorite = within(card('Fox')).getByRole('button', { name: 'Favorite' });
    expect(favorite).toHaveAttribute('aria-pressed', 'false');
    expect(card('Fox')).toHaveTextContent('5 favorited');
  });

  it("deletes the owner's page after 'Yes, proceed', and only then", async () => {
    const calls = stubPagesApi([makePage({ title: 'Mine', is_owner: true }), makePage({ title: 'Theirs' })]);
    renderList(publicList);
    await screen.findByRole('article', { name: 'Mine' });
    expect(within(card('Theirs')).queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();

    await userEvent.click(within(card('Mine')).getByRole('button', { name: 'Delete' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Are you sure to delete the page?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(calls.filter((call) => call.method === 'PATCH')).toHaveLength(0);

    await userEvent.click(within(card('Mine')).getByRole('button', { name: 'Delete' }));
    await userEvent.click(screen.getByRole('button', { name: 'Yes, proceed' }));
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Mine' })).not.toBeInTheDocument());
    expect(card('Theirs')).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'PATCH').map((call) => call.path)).toEqual([
      expect.stringMatching(/^\/pages\/page-\d+\/blocked\/toggle$/),
    ]);
  });

  it('links user cards to the coloring screen', async () => {
    const page = makePage({ title: 'Color me' });
    stubPagesApi([page]);
    renderList(publicList);
    await userEvent.click(await screen.findByRole('link', { name: 'Color me' }));
    expect(await screen.findByRole('heading', { name: `Coloring ${page.id}` })).toBeInTheDocument();
  });
});

describe('admin pages list', () => {
  it('blocks after confirmation, shows the flag, and unblocks without asking', async () => {
    stubPagesApi([makePage({ title: 'Spam', favorited_count: 4 })]);
    renderList(adminList);
    await screen.findByRole('article', { name: 'Spam' });
    expect(screen.getByRole('heading', { name: 'Pages', level: 1 })).toBeInTheDocument();
    expect(screen.getByLabelText('Search pages')).toBeInTheDocument();
    expect(within(card('Spam')).queryByRole('link')).not.toBeInTheDocument();
    expect(within(card('Spam')).queryByRole('button', { name: /favorite/i })).not.toBeInTheDocument();
    expect(card('Spam')).toHaveTextContent('4 favorited');

    await userEvent.click(within(card('Spam')).getByRole('button', { name: 'Block' }));
    expect(screen.getByRole('alertdialog', { name: 'Are you sure to block the page?' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Yes, proceed' }));
    expect(await within(card('Spam')).findByRole('button', { name: 'Unblock' })).toBeInTheDocument();
    expect(card('Spam')).toHaveTextContent('Blocked');

    await userEvent.click(within(card('Spam')).getByRole('button', { name: 'Unblock' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(await within(card('Spam')).findByRole('button', { name: 'Block' })).toBeInTheDocument();
    expect(card('Spam')).not.toHaveTextContent('Blocked');
  });
});
