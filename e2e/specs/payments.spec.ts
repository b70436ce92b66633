import { readFile } from 'node:fs/promises';

import { expect, test } from '@playwright/test';

import { signUp, storedToken, uniqueEmail } from '../support/auth.ts';
import { catPicture, openColoring } from '../support/coloring.ts';
import { uploadPage } from '../support/pages.ts';
import { makePaid } from '../support/paid.ts';

/** Width and height from a PNG's IHDR chunk. */
function pngSize(data: Buffer): { width: number; height: number } {
  expect(data.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
  return { width: data.readUInt32BE(16), height: data.readUInt32BE(20) };
}

test('a free user buys starter, favorites and downloads a page, then cancels the subscription', async ({
  page,
}) => {
  await signUp(page, 'Penny Payer', uniqueEmail('penny'));

  // Buy the starter plan through checkout (payments test mode).
  await page.goto('/checkout?plan=starter');
  await expect(page.getByRole('radio', { name: /^Starter/ })).toBeChecked();
  await expect(page.getByText('Recommended')).toBeVisible();
  await expect(page.getByText('20% off')).toBeVisible();
  await makePaid(page, 'starter');
  await page.getByRole('link', { name: 'Public pages' }).click();
  await expect(page).toHaveURL(/\/pages\/public$/);

  // The plan panel of /account shows it.
  await page.goto('/account');
  await expect(page.getByTestId('current-plan')).toHaveText('Starter');
  await expect(page.getByText('Public pages left')).toBeVisible();
  await expect(page.getByText('100', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Cancel subscription' })).toBeVisible();

  // One subscription at a time: /checkout says which plan is on and offers no second checkout.
  await page.goto('/checkout?plan=advanced');
  await expect(page.getByRole('status').filter({ hasText: 'You are on the Starter plan.' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Checkout' })).toBeDisabled();

  // Favorites work on a paid plan.
  const token = await storedToken(page);
  const created = await uploadPage(page.request, token!, 'Paid sleeping cat');
  await page.goto('/pages');
  const card = page.getByRole('article', { name: 'Paid sleeping cat' });
  await expect(card.getByText('0 favorited')).toBeVisible();
  await card.getByRole('button', { name: 'Favorite' }).click();
  await expect(card.getByRole('button', { name: 'Unfavorite' })).toHaveAttribute('aria-pressed', 'true');
  await expect(card.getByText('1 favorited')).toBeVisible();

  // Download works too: a 1024×1024 PNG named colored-page-{id}-{datetime}.png.
  await openColoring(page, created.id);
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^colored-page-.+-\d{4}-\d{2}-\d{2}_\d{2}-\d{2}-\d{2}\.png$/);
  expect(download.suggestedFilename()).toContain(created.id);
  const file = await readFile((await download.path())!);
  expect(pngSize(file)).toEqual({ width: 1024, height: 1024 });

  // Print opens the system dialog once, with the composed 1024-px picture as the only printed block.
  await page.evaluate(() => {
    const calls: { width: number; blocks: number }[] = [];
    (window as unknown as { printCalls: typeof calls }).printCalls = calls;
    window.print = () => {
      const sheet = document.getElementById('huebook-print-sheet');
      const image = sheet?.querySelector('img');
      calls.push({ width: image?.complete ? image.naturalWidth : 0, blocks: sheet ? 1 : 0 });
    };
  });
  await page.getByRole('button', { name: 'Print' }).click();
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { printCalls: unknown[] }).printCalls))
    .toEqual([{ width: 1024, blocks: 1 }]);

  // Cancel from /account, with the confirmation.
  await page.goto('/account');
  await page.getByRole('button', { name: 'Cancel subscription' }).click();
  const confirmation = page.getByRole('alertdialog');
  await expect(confirmation).toContainText('Are you sure you want to cancel your active subscription plan?');
  await confirmation.getByRole('button', { name: 'Yes, proceed' }).click();
  await expect(page.getByText('Your active subscription plan has been canceled')).toBeVisible();
  await expect(page).toHaveURL(/\/pages\/public$/);
  // Canceled at the end of the paid period: the plan, its credits and download stay until then.
  await page.goto('/account');
  await expect(page.getByTestId('current-plan')).toHaveText('Starter');
  await expect(page.getByText(/^Ends on \w+ \d+, \d{4}$/)).toBeVisible();
  await expect(page.getByText(/Renews on/)).toHaveCount(0);
  await expect(page.getByText('canceled', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Cancel subscription' })).toHaveCount(0);
  await openColoring(page, created.id);
  const downloadingAgain = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download' }).click();
  expect((await downloadingAgain).suggestedFilename()).toContain(created.id);
});

test('a canceled checkout says so and leads back to the plans', async ({ page }) => {
  await signUp(page, 'Carl Canceler', uniqueEmail('carl'));
  await page.goto('/payment?status=canceled');
  await expect(page.getByRole('heading', { name: 'Payment canceled' })).toBeVisible();
  await page.getByRole('link', { name: 'Choose plan' }).click();
  await expect(page).toHaveURL(/\/checkout$/);
  await expect(page.getByRole('heading', { name: 'Choose plan' })).toBeVisible();
});

test('the account details can be updated, photo included', async ({ page }) => {
  await signUp(page, 'Ada Account', uniqueEmail('ada'));
  await page.goto('/account');
  await page.getByLabel('Name').fill('Ada Lovelace');
  await page.getByLabel('Photo').setInputFiles(catPicture);
  await expect(page.getByRole('button', { name: 'Update account' })).toBeEnabled();
  await page.getByRole('button', { name: 'Update account' }).click();
  await expect(page.getByText('Account details have been updated')).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('Name')).toHaveValue('Ada Lovelace');
  await expect(page.locator('img[src*="/uploads/"]').first()).toBeVisible();
});
