import { expect, test, type Page } from '@playwright/test';

import { signUp, storedToken, uniqueEmail } from '../support/auth.ts';
import { signUpByApi, uploadPage, type CreatedPage } from '../support/pages.ts';

/**
 * Browsing (spec §2 "Page lists", §4): search, sort and 'Load more' on a shelf of 27 pages
 * that share a word no other page carries; favorites on the free plan; deleting one's own page.
 */
test.describe.configure({ mode: 'serial' });

/** Lists hold 24 pages (DESIGN.md "API shape"); the shelf needs a second one. */
const PER_PAGE = 24;
/** Each free user may create 3 pages a month (DESIGN.md "Plans"). */
const OWNERS = 9;
const tag = `shelf${Date.now().toString(36)}`;
/** The shelf's pages, oldest first. */
let shelf: CreatedPage[] = [];

test.beforeAll(async ({ playwright }, testInfo) => {
  testInfo.setTimeout(180_000);
  const request = await playwright.request.newContext({ baseURL: testInfo.project.use.baseURL });
  const owners = await Promise.all(
    Array.from({ length: OWNERS }, (_, i) =>
      signUpByApi(request, `Shelf Owner ${i + 1}`, uniqueEmail('shelf')),
    ),
  );
  const created = await Promise.all(
    owners.map(async (token, i) => {
      const pages: CreatedPage[] = [];
      for (let j = 0; j < 3; j += 1) {
        pages.push(await uploadPage(request, token, `${tag} ${String(i * 3 + j + 1).padStart(2, '0')}`));
      }
      return pages;
    }),
  );
  shelf = created.flat().sort((a, b) => a.created_at.localeCompare(b.created_at) || a.id.localeCompare(b.id));
  await request.dispose();
});

const cards = (page: Page) => page.getByRole('article');
const card = (page: Page, title: string) => page.getByRole('article', { name: title });
const searchBox = (page: Page) => page.getByLabel('Search public pages');
const searchParam = (url: URL, name: string) => url.searchParams.get(name);

test('search waits for a pause in typing, and the URL keeps it for reload and Back', async ({ page }) => {
  await signUp(page, 'Vera Viewer', uniqueEmail('viewer'));
  await expect(page.getByRole('heading', { name: 'Public pages' })).toBeVisible();

  const searches: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname === '/api/pages/paginate' && url.searchParams.has('search'))
      searches.push(url.searchParams.get('search')!);
  });
  const wanted = shelf[6]!.title;
  await searchBox(page).pressSequentially(wanted, { delay: 40 });

  await expect(cards(page)).toHaveCount(1);
  await expect(card(page, wanted)).toBeVisible();
  await expect(page).toHaveURL((url) => searchParam(url, 'search') === wanted);
  // Typing on without a pause asked once for the whole text, not once per key.
  expect(searches.length).toBeLessThan(wanted.length);
  expect(searches.at(-1)).toBe(wanted);

  await page.reload();
  await expect(searchBox(page)).toHaveValue(wanted);
  await expect(cards(page)).toHaveCount(1);

  await page.goBack();
  await expect(page).toHaveURL(/\/pages\/public$/);
  await expect(searchBox(page)).toHaveValue('');
});

test("sort flips the order and 'Load more' appends the next 24", async ({ page }) => {
  await signUp(page, 'Sam Sorter', uniqueEmail('sorter'));
  await page.goto(`/pages/public?search=${encodeURIComponent(tag)}`);

  await expect(cards(page)).toHaveCount(PER_PAGE);
  await expect(page.getByLabel('Sort')).toHaveValue('latest');
  await expect(cards(page).first()).toHaveAccessibleName(shelf.at(-1)!.title);

  await page.getByLabel('Sort').selectOption({ label: 'Oldest' });
  await expect(page).toHaveURL(
    (url) => searchParam(url, 'sort') === 'oldest' && searchParam(url, 'search') === tag,
  );
  await expect(cards(page).first()).toHaveAccessibleName(shelf[0]!.title);
  await expect(cards(page)).toHaveCount(PER_PAGE);

  await page.getByRole('button', { name: 'Load more' }).click();
  await expect(cards(page)).toHaveCount(shelf.length);
  await expect(cards(page).last()).toHaveAccessibleName(shelf.at(-1)!.title);
  await expect(page.getByRole('button', { name: 'Load more' })).toHaveCount(0);
});

test('a free user who favorites is sent to /checkout; ?plan= goes there too', async ({ page }) => {
  await signUp(page, 'Fred Free', uniqueEmail('free'));
  await page.goto(`/pages/public?search=${encodeURIComponent(shelf[0]!.title)}`);
  const favorite = card(page, shelf[0]!.title).getByRole('button', { name: 'Favorite' });
  await expect(favorite).toHaveAttribute('aria-pressed', 'false');
  await favorite.click();
  await expect(page).toHaveURL(/\/checkout$/);
  await expect(page.getByRole('alert')).toHaveText('Favorites are available on the paid plans.');

  await page.goto('/pages/public?plan=starter');
  await expect(page).toHaveURL(/\/checkout\?plan=starter$/);
});

test('the owner deletes a page after confirming, and it is gone for everyone', async ({ page, browser }) => {
  await signUp(page, 'Olga Owner', uniqueEmail('owner'));
  const title = `${tag} mine`;
  await uploadPage(page.request, (await storedToken(page))!, title);

  await page.getByRole('link', { name: 'My pages', exact: true }).first().click();
  await expect(page.getByRole('heading', { name: 'My pages' })).toBeVisible();
  await card(page, title).getByRole('button', { name: 'Delete' }).click();
  const confirmation = page.getByRole('alertdialog', { name: 'Are you sure to delete the page?' });
  await confirmation.getByRole('button', { name: 'Yes, proceed' }).click();
  await expect(card(page, title)).toHaveCount(0);
  await expect(page.getByRole('heading', { name: "You haven't created a page yet" })).toBeVisible();

  const other = await browser.newPage();
  await signUp(other, 'Nora Neighbour', uniqueEmail('neighbour'));
  await other.goto(`/pages/public?search=${encodeURIComponent(title)}`);
  await expect(other.getByRole('heading', { name: `No pages match “${title}”` })).toBeVisible();
  await other.close();
});
