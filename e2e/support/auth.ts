import { expect, type Page } from '@playwright/test';

import { readCode } from './mail.ts';

let counter = 0;

/** A unique address for this run, so tests never collide on the same email. */
export function uniqueEmail(prefix: string): string {
  counter += 1;
  return `${prefix}-${Date.now()}-${counter}@example.com`;
}

/**
 * Enters the mailed code on /verify/:token and presses 'Access account'. `after`: mails to
 * that address sent before this code (see readCode).
 */
export async function enterCode(page: Page, email: string, after = 0): Promise<void> {
  await expect(page).toHaveURL(/\/verify\/[^/]+$/);
  await page.getByLabel('OTP').fill(await readCode(email, { after }));
  await page.getByRole('button', { name: 'Access account' }).click();
}

/** Signs up a new user through the screens and waits for the public pages list. */
export async function signUp(page: Page, name: string, email: string): Promise<void> {
  await page.goto('/sign-up');
  await page.getByLabel('Name').fill(name);
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Sign up' }).click();
  await enterCode(page, email);
  await expect(page).toHaveURL(/\/pages\/public$/);
}

/** The bearer token the app keeps under the 'auth' storage key. */
export async function storedToken(page: Page): Promise<string | null> {
  return page.evaluate(() => {
    const raw = localStorage.getItem('auth');
    return raw ? ((JSON.parse(raw) as { state?: { token?: string | null } }).state?.token ?? null) : null;
  });
}
