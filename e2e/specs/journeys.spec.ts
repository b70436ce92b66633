import { expect, test, type Page } from '@playwright/test';

import { enterCode, signUp, uniqueEmail } from '../support/auth.ts';
import { mouseStroke, openColoring, uploadCatPage } from '../support/coloring.ts';
import { countMail } from '../support/mail.ts';

/** The journeys of issue 11 that real users hit: plan cards, deep links, the save status. */

/** Forgets the session the way a new browser would: no stored token, a fresh page load. */
async function forgetSession(page: Page): Promise<void> {
  await page.evaluate(() => localStorage.removeItem('auth'));
}

/** Every /api path the page requests from now on, with whether it carried a bearer token. */
function watchApiCalls(page: Page): { path: string; hasToken: boolean }[] {
  const calls: { path: string; hasToken: boolean }[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/api/'))
      calls.push({ path: url.pathname, hasToken: 'authorization' in request.headers() });
  });
  return calls;
}

/** Signs in through /sign-in as it is shown now (the URL may carry a next). */
async function signInHere(page: Page, email: string): Promise<void> {
  const earlier = await countMail(email);
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await enterCode(page, email, earlier);
}

test('"Get started" on the Free plan card ends on the public pages, not a checkout', async ({ page }) => {
  await page.goto('/');
  const pricing = page.getByRole('region', { name: 'Simple plans for every colorist' });
  await pricing.getByRole('link', { name: 'Get started with Free' }).click();
  await expect(page).toHaveURL(/\/sign-up\/?$/);
  const email = uniqueEmail('free-plan');
  await page.getByLabel('Name').fill('Fern Free');
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Sign up' }).click();
  await enterCode(page, email);
  await expect(page).toHaveURL(/\/pages\/public$/);
  await expect(page.getByRole('heading', { name: 'Public pages' })).toBeVisible();
});

test('a signed-out link to a plan asks to sign in, then goes on to its checkout', async ({ page }) => {
  const email = uniqueEmail('deep-plan');
  await signUp(page, 'Dora Deeplink', email);
  await forgetSession(page);

  const calls = watchApiCalls(page);
  await page.goto('/pages/public?plan=starter');
  await expect(page).toHaveURL('/sign-in?next=/pages/public%3Fplan%3Dstarter');
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  // Only public calls (the app name) before the redirect: nothing that needs a session.
  expect(calls.filter((call) => call.path !== '/api/settings/list')).toEqual([]);

  await signInHere(page, email);
  await expect(page).toHaveURL(/\/checkout\?plan=starter$/);
  await expect(page.getByRole('radio', { name: /^Starter/ })).toBeChecked();
});

test('a signed-out link to a coloring page calls no API and comes back after sign-in', async ({ page }) => {
  const email = uniqueEmail('deep-color');
  await signUp(page, 'Cora Colorer', email);
  const pageId = await uploadCatPage(page);
  await forgetSession(page);

  const calls = watchApiCalls(page);
  await page.goto(`/pages/${pageId}/color`);
  await expect(page).toHaveURL(`/sign-in?next=/pages/${pageId}/color`);
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  expect(calls.filter((call) => call.path !== '/api/settings/list')).toEqual([]);

  // "Create an account" keeps the way back too.
  await expect(page.getByRole('link', { name: 'Create an account' })).toHaveAttribute(
    'href',
    `/sign-up?next=/pages/${pageId}/color`,
  );
  await signInHere(page, email);
  await expect(page).toHaveURL(`/pages/${pageId}/color`);
  await expect(page.getByTestId('drawing-canvas')).toBeVisible();
});

test('signed in, /sign-in and /sign-up go home, and a next to another site is ignored', async ({ page }) => {
  const email = uniqueEmail('signed-in');
  await signUp(page, 'Sam Signedin', email);
  await page.goto('/sign-in');
  await expect(page).toHaveURL(/\/pages\/public$/);
  await page.goto('/sign-up');
  await expect(page).toHaveURL(/\/pages\/public$/);

  await forgetSession(page);
  await page.goto('/sign-in?next=//evil.example/pages');
  await signInHere(page, email);
  await expect(page).toHaveURL(/^http:\/\/localhost:\d+\/pages\/public$/);
});

/** Signs up, draws on a page of one's own and saves it; the toolbar's height before saving. */
async function saveOwnPage(page: Page): Promise<{ toolbarHeight: number }> {
  await signUp(page, 'Lina Layout', uniqueEmail('save-status'));
  const pageId = await uploadCatPage(page);
  await openColoring(page, pageId);
  const toolbar = page.getByRole('group', { name: 'Coloring tools' });
  const toolbarHeight = (await toolbar.boundingBox())!.height;
  await mouseStroke(page, 300);
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Save', exact: true })).toBeDisabled();
  return { toolbarHeight };
}

test('"All changes saved" stays on one line beside Save at 1280 px', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  const { toolbarHeight } = await saveOwnPage(page);
  const status = page.getByRole('status').filter({ hasText: 'All changes saved' });
  await expect(status).toBeVisible();

  const save = page.getByRole('button', { name: 'Save', exact: true });
  const statusBox = (await status.boundingBox())!;
  const saveBox = (await save.boundingBox())!;
  const lineHeight = await status.evaluate((el) => parseFloat(getComputedStyle(el).lineHeight));
  expect(statusBox.height).toBeLessThanOrEqual(lineHeight + 1);
  // Beside Save: on its row, left of it, inside the toolbar, which stays one row.
  expect(statusBox.x + statusBox.width).toBeLessThanOrEqual(saveBox.x);
  expect(Math.abs(statusBox.y + statusBox.height / 2 - (saveBox.y + saveBox.height / 2))).toBeLessThan(4);
  const toolbar = (await page.getByRole('group', { name: 'Coloring tools' }).boundingBox())!;
  expect(statusBox.x).toBeGreaterThanOrEqual(toolbar.x);
  expect(saveBox.x + saveBox.width).toBeLessThanOrEqual(toolbar.x + toolbar.width);
  expect(toolbar.height).toBe(toolbarHeight);
  await page.screenshot({ path: 'reports/journeys-save-status-1280.png' });
});

test('on a phone the save status is announced without adding a toolbar row', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const { toolbarHeight } = await saveOwnPage(page);
  await expect(page.getByRole('status').filter({ hasText: 'All changes saved' })).toHaveCount(1);
  const toolbar = (await page.getByRole('group', { name: 'Coloring tools' }).boundingBox())!;
  expect(toolbar.height).toBe(toolbarHeight);
  const save = (await page.getByRole('button', { name: 'Save', exact: true }).boundingBox())!;
  expect(save.x + save.width).toBeLessThanOrEqual(toolbar.x + toolbar.width);
  await page.screenshot({ path: 'reports/journeys-save-status-390.png' });
});
