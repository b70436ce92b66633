import { expect, test } from '@playwright/test';

import { enterCode, uniqueEmail } from '../support/auth.ts';

/**
 * The landing site a visitor sees (spec §1, §2 "Landing layout and screen") with the seeded
 * website content (apps/server/src/db/website-defaults.ts) and plans.
 */
test.describe('landing site', () => {
  test('shows the hero and the three plans', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: /Color your imagination/ })).toBeVisible();

    const pricing = page.getByRole('region', { name: 'Simple plans for every colorist' });
    await expect(pricing.getByRole('article')).toHaveCount(3);
    for (const [title, price] of [
      ['Free', '$0.00'],
      ['Starter', '$4.99'],
      ['Advanced', '$9.99'],
    ] as const) {
      const card = pricing.getByRole('article', { name: title });
      await expect(card).toContainText(price);
    }
    await expect(pricing.getByRole('article', { name: 'Starter' })).toContainText('Recommended');
    await expect(pricing.getByRole('article', { name: 'Advanced' })).toContainText('20% off');
    await expect(pricing.getByRole('link', { name: 'Get started with Starter' })).toHaveAttribute(
      'href',
      '/sign-up/?plan=starter',
    );
  });

  test('a nav link scrolls to its section', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/');
    const faqs = page.getByRole('heading', { name: 'Frequently asked questions' });
    await expect(faqs).not.toBeInViewport();
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'FAQs' }).click();
    await expect(page).toHaveURL(/\/#faqs$/);
    await expect(faqs).toBeInViewport();
  });

  test('the mobile menu opens and leads to a section', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/');
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('navigation', { name: 'Mobile' }).getByRole('link', { name: 'Pricing' }).click();
    await expect(page.getByRole('heading', { name: 'Simple plans for every colorist' })).toBeInViewport();
    await expect(page.getByRole('navigation', { name: 'Mobile' })).toBeHidden();
  });

  test('the FAQ opens one item at a time', async ({ page }) => {
    await page.goto('/');
    const free = page.getByRole('button', { name: 'Is Huebook free?' });
    const credits = page.getByRole('button', { name: 'What are credits?' });
    await expect(free).toHaveAttribute('aria-expanded', 'true');
    await credits.click();
    await expect(credits).toHaveAttribute('aria-expanded', 'true');
    await expect(free).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByText(/Each month your plan gives you credits/)).toBeVisible();
    await expect(page.getByText(/The free plan lets you color 10 public pages/)).toBeHidden();
  });

  test("'Sign in' goes to /sign-in", async ({ page }) => {
    await page.goto('/');
    await page.getByRole('banner').getByRole('link', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/\/sign-in$/);
  });

  test('the footer links to the privacy policy, which shows the policy', async ({ page }) => {
    await page.goto('/');
    const footer = page.getByRole('contentinfo');
    await expect(footer).toContainText(`© ${new Date().getFullYear()} Huebook`);
    await expect(footer.getByRole('link', { name: 'Terms of Service' })).toBeVisible();
    await footer.getByRole('link', { name: 'Privacy Policy' }).click();
    await expect(page).toHaveURL(/\/privacy$/);
    await expect(page.getByRole('heading', { name: 'Privacy Policy' }).last()).toBeVisible();
    await expect(page.getByText('We never sell your data.')).toBeVisible();
  });

  test('/splash shows the native start screen', async ({ page }) => {
    await page.goto('/splash');
    await expect(page.getByRole('heading', { level: 1, name: 'Huebook' })).toBeVisible();
    await page.getByRole('link', { name: 'Sign up' }).click();
    await expect(page).toHaveURL(/\/sign-up$/);
  });

  test('a plan picked on the pricing leads through sign-up to checkout with that plan', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('link', { name: 'Get started with Starter' }).click();
    await expect(page).toHaveURL(/\/sign-up\/?\?plan=starter$/);
    const email = uniqueEmail('pricing');
    await page.getByLabel('Name').fill('Priya Pricing');
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Sign up' }).click();
    await enterCode(page, email);
    await expect(page).toHaveURL(/\/checkout\?plan=starter$/);
    await expect(page.getByRole('radio', { name: /^Starter/ })).toBeChecked();
  });
});
