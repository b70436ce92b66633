import { expect, test } from '@playwright/test';

import { signInAsAdmin } from '../support/admin.ts';
import { storedToken } from '../support/auth.ts';

test('an admin edits the starter plan’s public page limit and the plan list shows it', async ({ page }) => {
  await signInAsAdmin(page);
  await page.getByRole('link', { name: 'Plans', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Plans', level: 1 })).toBeVisible();
  const cards = page.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 2 }) });
  await expect(cards).toHaveCount(3);
  const starter = page.getByRole('listitem', { name: 'Starter' });
  await expect(starter.getByText('$4.99')).toBeVisible();
  await expect(page.getByRole('listitem', { name: 'Free' }).getByText('/ month')).toHaveCount(0);

  await starter.getByRole('link', { name: /edit/i }).click();
  await expect(page).toHaveURL(/\/admin\/plans\/[^/]+\/edit$/);
  await expect(page.getByRole('heading', { name: 'Edit plan' })).toBeVisible();
  await expect(page.getByLabel('Stripe price ID')).toBeVisible();
  const limit = page.getByLabel('Limit on public pages');
  await expect(limit).toHaveValue('100');
  try {
    await limit.fill('137');
    await page.getByRole('button', { name: 'Update plan' }).click();
    await expect(page.getByText('Plan has been updated')).toBeVisible();

    await page.getByRole('button', { name: 'Cancel' }).click();
    await expect(page).toHaveURL(/\/admin\/plans$/);
    await expect(starter.getByText('Public pages: 137')).toBeVisible();
  } finally {
    // Other admin specs share this server: put the seeded limit back.
    const plans = (await (await page.request.get('/api/plans/list')).json()) as {
      data: { id: string; name: string; title: string; description: string; price: number }[];
    };
    const plan = plans.data.find((p) => p.name === 'starter');
    if (plan) {
      const restored = await page.request.post(`/api/plans/${plan.id}/update`, {
        headers: { authorization: `Bearer ${await storedToken(page)}` },
        data: { ...plan, publicPageLimit: 100, pageCreationLimit: 30 },
      });
      expect(restored.ok()).toBe(true);
    }
  }
});

test('an unknown plan id goes back to the plan list', async ({ page }) => {
  await signInAsAdmin(page);
  await page.goto('/admin/plans/00000000-0000-4000-8000-000000000000/edit');
  await expect(page).toHaveURL(/\/admin\/plans$/);
  await expect(page.getByRole('heading', { name: 'Plans', level: 1 })).toBeVisible();
});
