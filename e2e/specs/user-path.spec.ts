import { fileURLToPath } from 'node:url';

import { expect, test, type Page } from '@playwright/test';

import { enterCode, signUp, storedToken, uniqueEmail } from '../support/auth.ts';

const catPicture = fileURLToPath(new URL('../fixtures/sleeping-cat.png', import.meta.url));

/** Reads one pixel of the drawing canvas as [r, g, b, a]. */
async function drawingPixel(page: Page, x: number, y: number): Promise<number[]> {
  return page.getByTestId('drawing-canvas').evaluate(
    (canvas, [px, py]) => {
      const ctx = (canvas as HTMLCanvasElement).getContext('2d');
      return Array.from(ctx!.getImageData(px!, py!, 1, 1).data);
    },
    [x, y],
  );
}

/** Paints a horizontal stroke across the middle band of the drawing canvas with the mouse. */
async function paintStroke(page: Page): Promise<void> {
  const box = (await page.getByTestId('drawing-canvas').boundingBox())!;
  const y = box.y + box.height * 0.1;
  await page.mouse.move(box.x + box.width * 0.1, y);
  await page.mouse.down();
  for (let i = 1; i <= 10; i += 1) await page.mouse.move(box.x + box.width * (0.1 + i * 0.05), y);
  await page.mouse.up();
}

async function apiGet(page: Page, path: string): Promise<unknown> {
  const token = await storedToken(page);
  const response = await page.request.get(path, { headers: { authorization: `Bearer ${token}` } });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { data: unknown }).data;
}

test.describe.configure({ mode: 'serial' });

test('the first admin is created once, then the setup screen refuses', async ({ page }) => {
  const email = uniqueEmail('admin');
  await page.goto('/admin/create');
  await page.getByLabel('Name').fill('Ada Admin');
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Create admin' }).click();
  await enterCode(page, email);
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();

  await page
    .getByRole('link', { name: 'Sign out' })
    .or(page.getByRole('button', { name: 'Sign out' }))
    .click();
  await expect(page).toHaveURL(/\/sign-in$/);
  await page.goto('/admin/create');
  await page.getByLabel('Name').fill('Second Admin');
  await page.getByLabel('Email').fill(uniqueEmail('admin2'));
  await page.getByRole('button', { name: 'Create admin' }).click();
  await expect(page.getByText(/already exists/i).first()).toBeVisible();
});

test('a user signs up, uploads a page, colors it, saves, and finds the colors again', async ({ page }) => {
  const email = uniqueEmail('painter');
  await signUp(page, 'Paula Painter', email);

  // Upload a real picture as a new page.
  await page.getByRole('link', { name: 'Create page' }).first().click();
  await expect(page.getByRole('heading', { name: 'Create page' })).toBeVisible();
  await page
    .getByRole('link', { name: 'Upload page' })
    .or(page.getByRole('button', { name: 'Upload page' }))
    .click();
  await page.getByLabel('Picture').setInputFiles(catPicture);
  await expect(page.getByText('sleeping-cat.png')).toBeVisible();
  await page.getByRole('button', { name: 'Create page' }).click();
  await expect(page).toHaveURL(/\/pages\/[^/]+\/color$/);
  const pageId = page.url().split('/').at(-2)!;

  // The upload spent one page-creation credit.
  const credit = (await apiGet(page, '/api/credits/read')) as { page_creation: number };
  expect(credit.page_creation).toBe(2);

  // Paint a red stroke with the mouse and save.
  await page.getByRole('button', { name: 'Palette' }).click();
  await page.getByRole('button', { name: 'red', exact: true }).click();
  await paintStroke(page);
  const save = page.getByRole('button', { name: 'Save' });
  await expect(save).toBeEnabled();
  await save.click();
  await expect(page.getByText('Page has been saved')).toBeVisible();
  await expect(save).toBeDisabled();

  // The page shows in My pages, Public pages and Colored pages.
  for (const [menu, heading] of [
    ['My pages', 'My pages'],
    ['Public pages', 'Public pages'],
    ['Colored pages', 'Colored pages'],
  ] as const) {
    await page.getByRole('link', { name: menu, exact: true }).first().click();
    await expect(page.getByRole('heading', { name: heading })).toBeVisible();
    await expect(page.locator(`a[href="/pages/${pageId}/color"]`).first()).toBeVisible();
  }

  // Reopening restores the drawing: the stroke's pixels are red again.
  await page.goto(`/pages/${pageId}/color`);
  const canvasSize = await page.getByTestId('drawing-canvas').evaluate((c) => (c as HTMLCanvasElement).width);
  expect(canvasSize).toBe(1024);
  await expect
    .poll(async () => {
      const [r, g, b, a] = await drawingPixel(page, 400, 102);
      return r! > 200 && g! < 120 && b! < 120 && a! > 200;
    })
    .toBe(true);

  // Sign out clears the stored token.
  await page
    .getByRole('link', { name: 'Sign out' })
    .or(page.getByRole('button', { name: 'Sign out' }))
    .click();
  await expect(page).toHaveURL(/\/sign-in$/);
  expect(await storedToken(page)).toBeNull();
});

test("coloring someone else's public page spends one public-page credit, once", async ({ page, browser }) => {
  // An owner uploads a page.
  const owner = await browser.newPage();
  await signUp(owner, 'Oscar Owner', uniqueEmail('owner'));
  await owner.goto('/pages/create/upload');
  await owner.getByLabel('Picture').setInputFiles(catPicture);
  await owner.getByRole('button', { name: 'Create page' }).click();
  await expect(owner).toHaveURL(/\/pages\/[^/]+\/color$/);
  const pageId = owner.url().split('/').at(-2)!;
  await owner.close();

  // Another user colors it: the first stroke auto-saves the page (spec §4 "Auto-save"), which
  // spends a credit; a later save does not.
  await signUp(page, 'Cora Colorist', uniqueEmail('colorist'));
  const before = (await apiGet(page, '/api/credits/read')) as { public_page: number };
  await page.goto(`/pages/${pageId}/color`);
  await paintStroke(page);
  await expect
    .poll(async () => ((await apiGet(page, '/api/credits/read')) as { public_page: number }).public_page)
    .toBe(before.public_page - 1);
  await expect(page.getByRole('button', { name: 'Save' })).toBeDisabled();
  await page.getByRole('button', { name: 'Palette' }).click();
  await page.getByRole('button', { name: 'blue', exact: true }).click();
  await paintStroke(page);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Page has been saved')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Save' })).toBeDisabled();
  const after = (await apiGet(page, '/api/credits/read')) as { public_page: number };
  expect(after.public_page).toBe(before.public_page - 1);
});

test('a rejected token signs the user out and goes to sign-in', async ({ page }) => {
  await signUp(page, 'Tina Token', uniqueEmail('token'));
  await page.evaluate(() => {
    const auth = JSON.parse(localStorage.getItem('auth')!) as { state: { token: string } };
    auth.state.token = 'not-a-valid-token';
    localStorage.setItem('auth', JSON.stringify(auth));
  });
  await page.goto('/pages/public');
  // Signed out, it offers to come back to the public pages after signing in again.
  await expect(page).toHaveURL(/\/sign-in\?next=\/pages\/public$/);
  expect(await storedToken(page)).toBeNull();
});
