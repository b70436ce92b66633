import { expect, test, type Page } from '@playwright/test';

import { signInAsAdmin } from '../support/admin.ts';
import { storedToken } from '../support/auth.ts';

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

test('changing the app name shows it in the top bar', async ({ page }) => {
  const form = page.getByRole('form', { name: 'App settings' });
  await expect(form.getByLabel('App name')).toHaveValue('Huebook');
  try {
    await form.getByLabel('App name').fill('Crayon Club');
    await form.getByRole('button', { name: 'Update settings' }).click();
    await expect(page.getByText('App settings have been updated')).toBeVisible();
    await expect(page.getByRole('banner').getByRole('link', { name: 'Crayon Club' })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('form', { name: 'App settings' }).getByLabel('App name')).toHaveValue(
      'Crayon Club',
    );
  } finally {
    await putSetting(page, 'app_name', 'Huebook');
  }
});

test('a Stripe secret key marks Stripe API as set and is never shown again', async ({ page }) => {
  const stripeApi = page
    .getByRole('region', { name: 'App setup status' })
    .getByRole('listitem')
    .filter({ hasText: 'Stripe API' });
  await expect(stripeApi.getByRole('img', { name: 'not set', exact: true })).toBeVisible();
  const form = page.getByRole('form', { name: 'App settings' });
  const key = form.getByLabel('Stripe secret key', { exact: true });
  await expect(key).toHaveAttribute('type', 'password');
  try {
    await key.fill('sk_test_e2e_never_shown_123');
    await form.getByRole('button', { name: 'Update settings' }).click();
    await expect(page.getByText('App settings have been updated')).toBeVisible();
    await expect(stripeApi.getByRole('img', { name: 'set', exact: true })).toBeVisible();
    await expect(key).toHaveValue('');

    await page.reload();
    await expect(
      page.getByRole('form', { name: 'App settings' }).getByLabel('Stripe secret key', { exact: true }),
    ).toHaveValue('');
    await expect(stripeApi.getByRole('img', { name: 'set', exact: true })).toBeVisible();
    await expect(page.locator('body')).not.toContainText('sk_test_e2e_never_shown_123');
  } finally {
    // Payments on this shared server stay in test mode for the other admin specs.
    await putSetting(page, 'stripe_key', '');
  }
});
