import { expect, type Page } from '@playwright/test';

import { enterCode } from './auth.ts';
import { countMail } from './mail.ts';

/** The admin of the `admin` project's database (see playwright.config.ts). */
export const ADMIN_EMAIL = 'admin@huebook.test';

/**
 * Signs in as the admin project's admin, creating it through /admin/create the first time
 * (the server allows that only while no admin exists). Lands on /admin.
 */
export async function signInAsAdmin(page: Page): Promise<void> {
  const earlier = await countMail(ADMIN_EMAIL);
  await page.goto('/admin/create');
  await page.getByLabel('Name').fill('Ada Admin');
  await page.getByLabel('Email').fill(ADMIN_EMAIL);
  await page.getByRole('button', { name: 'Create admin' }).click();
  const refused = page.getByText(/already exists/i).first();
  await expect(refused.or(page.getByLabel('OTP'))).toBeVisible();
  if (await refused.isVisible()) {
    await page.goto('/sign-in');
    await page.getByLabel('Email').fill(ADMIN_EMAIL);
    await page.getByRole('button', { name: 'Sign in' }).click();
  }
  await enterCode(page, ADMIN_EMAIL, earlier);
  await expect(page).toHaveURL(/\/admin$/);
}
