import { expect, type Page } from '@playwright/test';

const TITLES = { starter: 'Starter', advanced: 'Advanced' } as const;

/**
 * Buys a paid plan as the signed-in user through the screens, in payments test mode (no Stripe
 * key, server not in production): /checkout → choose the plan → 'Checkout' → /payment, which
 * confirms the test session and shows the new plan.
 */
export async function makePaid(page: Page, plan: keyof typeof TITLES = 'starter'): Promise<void> {
  await page.goto('/checkout');
  await expect(page.getByRole('heading', { name: 'Choose plan' })).toBeVisible();
  // The radio is visually hidden inside its card: choose by clicking the card (its label).
  const radio = page.getByRole('radio', { name: new RegExp(`^${TITLES[plan]}`) });
  await page.locator('label').filter({ has: radio }).click();
  await expect(radio).toBeChecked();
  await page.getByRole('button', { name: 'Checkout' }).click();
  await expect(page).toHaveURL(/\/payment\?status=success&session_id=test_/);
  await expect(page.getByRole('heading', { name: 'Payment successful' })).toBeVisible();
  await expect(page.getByText(`You are now on the ${TITLES[plan]} plan.`)).toBeVisible();
}
