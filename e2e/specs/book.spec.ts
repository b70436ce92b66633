import { readFile } from 'node:fs/promises';

import { expect, test } from '@playwright/test';
import { PDFDocument } from 'pdf-lib';

import { signUp, storedToken, uniqueEmail } from '../support/auth.ts';
import { uploadPage } from '../support/pages.ts';
import { makePaid } from '../support/paid.ts';

test.use({ locale: 'en-US' });

test('a paid user makes a three-page book from My pages, blank backs, and downloads it as one PDF', async ({
  page,
}) => {
  await signUp(page, 'Bea Bookmaker', uniqueEmail('bea'));
  await makePaid(page, 'starter');
  const token = (await storedToken(page))!;
  for (const title of ['Lion', 'Owl', 'Fox']) await uploadPage(page.request, token, title);

  await page.goto('/pages');
  await page.getByRole('link', { name: 'Make a book' }).click();
  await expect(page).toHaveURL(/\/books\/new\?from=owned$/);
  await expect(page.getByRole('heading', { name: 'Make a book' })).toBeVisible();

  const book = page.getByRole('form', { name: 'Your book' });
  // Each checkbox is visually hidden inside its card: pick by clicking the card (its label).
  for (const title of ['Lion', 'Owl', 'Fox']) {
    const checkbox = page.getByRole('checkbox', { name: title });
    await page.locator('label').filter({ has: checkbox }).click();
    await expect(checkbox).toBeChecked();
  }
  await expect(book.getByText('3 of 24')).toBeVisible();
  // The search finds a page by its title; the chosen pages stay in the book.
  const search = page.getByRole('searchbox', { name: 'Search My pages' });
  await search.fill('Owl');
  await search.press('Enter');
  await expect(page.getByRole('checkbox')).toHaveCount(1);
  await expect(page.getByRole('checkbox', { name: 'Owl' })).toBeChecked();
  await search.fill('');
  await search.press('Enter');
  await expect(page.getByRole('checkbox')).toHaveCount(3);
  // Fox first: two steps up, from the keyboard.
  await book.getByRole('button', { name: 'Move “Fox” up' }).focus();
  await page.keyboard.press('Enter');
  await expect(book.getByRole('button', { name: 'Move “Fox” up' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(book.getByRole('listitem')).toHaveText([/Fox/, /Lion/, /Owl/]);

  await book.getByRole('textbox', { name: 'Title' }).fill('Zoo friends');
  // en-US prints on US Letter.
  await expect(book.getByRole('radio', { name: 'US Letter' })).toBeChecked();
  // For coloring on one side of double-sided prints.
  await book.getByRole('switch', { name: 'Blank backs' }).click();
  const downloading = page.waitForEvent('download');
  await book.getByRole('button', { name: 'Make the book' }).click();
  // A real progress bar: the book's pages, made one after another on the server.
  await expect(book.getByRole('progressbar', { name: 'Making the book' })).toHaveAttribute(
    'aria-valuemax',
    '3',
  );
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('Zoo friends.pdf');

  const bytes = await readFile((await download.path())!);
  expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  const pdf = await PDFDocument.load(bytes);
  // The cover, then the three pages, each sheet followed by its blank back.
  expect(pdf.getPageCount()).toBe(8);
  expect(pdf.getPage(0).getSize()).toEqual({ width: 612, height: 792 });
  await expect(book.getByRole('progressbar')).toHaveCount(0);
});

test('a free user asking for a book is sent to checkout', async ({ page }) => {
  await signUp(page, 'Finn Free', uniqueEmail('finn'));
  await page.goto('/pages/favorite');
  await page.getByRole('link', { name: 'Make a book' }).click();
  await expect(page.getByText('Download is only available on the paid plan.')).toBeVisible();
  await expect(page).toHaveURL(/\/checkout$/);
});
