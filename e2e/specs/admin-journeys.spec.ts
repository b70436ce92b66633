import { expect, test, type Page } from '@playwright/test';

import { signInAsAdmin } from '../support/admin.ts';
import { storedToken } from '../support/auth.ts';
import { catPicture } from '../support/coloring.ts';

/** The admin journeys of issue 11: the tab's name and icon, removing a dead key. */

/** Writes a setting through the API (to restore what a test changed on the shared server). */
async function putSetting(page: Page, name: string, value: string): Promise<void> {
  const response = await page.request.patch(`/api/settings/${name}/update`, {
    headers: { authorization: `Bearer ${await storedToken(page)}` },
    data: { value },
  });
  expect(response.ok()).toBe(true);
}

test.beforeEach(async ({ page }) => {
  await signInAsAdmin(page);
  await page.getByRole('link', { name: 'Account', exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/account$/);
});

test('a renamed app and an uploaded favicon reach the browser tab and the served page', async ({ page }) => {
  const form = page.getByRole('form', { name: 'App settings' });
  try {
    await form.getByLabel('App name').fill('Crayon & Co');
    await form.getByLabel('Upload favicon').setInputFiles(catPicture);
    const preview = form.getByRole('img', { name: 'Favicon' });
    await expect(preview).toHaveAttribute('src', /\/uploads\//);
    const favicon = (await preview.getAttribute('src'))!;
    await form.getByRole('button', { name: 'Update settings' }).click();
    await expect(page.getByText('App settings have been updated')).toBeVisible();

    // The open tab follows at once.
    await expect(page).toHaveTitle('Crayon & Co');
    await expect(page.locator('link[rel~="icon"]')).toHaveAttribute('href', favicon);

    // A fresh load shows them before any script runs: the server filled them into index.html.
    const served = await (await page.request.get('/pages/public')).text();
    expect(served).toContain('<title>Crayon &amp; Co</title>');
    expect(served).toContain(`<link rel="icon" href="${favicon}" />`);
    await page.goto('/admin');
    await expect(page).toHaveTitle('Crayon & Co');
    await expect(page.locator('link[rel~="icon"]')).toHaveAttribute('href', favicon);
  } finally {
    await putSetting(page, 'app_name', 'Huebook');
    await putSetting(page, 'favicon', '');
  }
  await page.reload();
  await expect(page).toHaveTitle('Huebook');
  await expect(page.locator('link[rel~="icon"]')).toHaveAttribute('href', '/favicon.svg');
});

for (const [name, label, flag] of [
  ['openai_key', 'OpenAI API key', 'Open AI API'],
  ['stripe_key', 'Stripe secret key', 'Stripe API'],
  ['stripe_webhook_secret', 'Stripe webhook secret', 'Stripe Webhook'],
] as const) {
  test(`a stored ${label} can be removed, after a confirmation`, async ({ page }) => {
    const status = page
      .getByRole('region', { name: 'App setup status' })
      .getByRole('listitem')
      .filter({ hasText: new RegExp(`^${flag}$`) });
    const form = page.getByRole('form', { name: 'App settings' });
    const remove = form.getByRole('button', { name: `Remove ${label}` });
    await expect(status.getByRole('img', { name: 'not set', exact: true })).toBeVisible();
    await expect(remove).toBeHidden();

    try {
      await form.getByLabel(label, { exact: true }).fill('dead_key_e2e_0123456789');
      await form.getByRole('button', { name: 'Update settings' }).click();
      await expect(page.getByText('App settings have been updated')).toBeVisible();
      await expect(status.getByRole('img', { name: 'set', exact: true })).toBeVisible();

      // Cancel keeps it.
      await remove.click();
      const confirmation = page.getByRole('alertdialog');
      await expect(confirmation).toContainText(`Are you sure to remove the ${label}?`);
      await confirmation.getByRole('button', { name: 'Cancel' }).click();
      await expect(status.getByRole('img', { name: 'set', exact: true })).toBeVisible();

      await remove.click();
      await page.getByRole('alertdialog').getByRole('button', { name: 'Yes, proceed' }).click();
      await expect(page.getByText(`${label} has been removed`)).toBeVisible();
      await expect(status.getByRole('img', { name: 'not set', exact: true })).toBeVisible();
      await expect(remove).toBeHidden();
      await expect(form.getByText(/^Not set: /)).toHaveCount(3);
      await page.screenshot({ path: `reports/admin-journeys-removed-${flag.replace(/ /g, '-')}.png` });
    } finally {
      // Payments and pages on this shared server stay on test mode and the offline generator.
      await putSetting(page, name, '');
    }
  });
}

test('the app settings form with stored keys, on a phone', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  try {
    await putSetting(page, 'openai_key', 'sk-phone-layout-0123456789');
    await page.reload();
    const form = page.getByRole('form', { name: 'App settings' });
    const remove = form.getByRole('button', { name: 'Remove OpenAI API key' });
    await expect(remove).toBeVisible();
    const field = (await form.getByLabel('OpenAI API key', { exact: true }).boundingBox())!;
    const button = (await remove.boundingBox())!;
    // Beside the field, on its row, inside the phone's width.
    expect(button.x).toBeGreaterThanOrEqual(field.x + field.width);
    expect(Math.abs(button.y + button.height / 2 - (field.y + field.height / 2))).toBeLessThan(4);
    expect(button.x + button.width).toBeLessThanOrEqual(390);
    await remove.scrollIntoViewIfNeeded();
    await page.screenshot({ path: 'reports/admin-journeys-secrets-390.png' });
  } finally {
    await putSetting(page, 'openai_key', '');
  }
});
