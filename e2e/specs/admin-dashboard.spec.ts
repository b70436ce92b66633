import { expect, test } from '@playwright/test';

import { signInAsAdmin } from '../support/admin.ts';

test('the dashboard shows this week’s and all-time counters and four monthly charts', async ({ page }) => {
  await signInAsAdmin(page);
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();

  for (const block of ['This week', 'All time']) {
    const region = page.getByRole('region', { name: block });
    for (const label of ['Users', 'Pages', 'Colored pages', 'Subscriptions']) {
      await expect(region.locator(`dt:text-is("${label}") + dd`)).toHaveText(/^\d+(\.\d)?[KMBT]?$/);
    }
  }
  // The admin signed up, so at least one user exists.
  const allTimeUsers = page.getByRole('region', { name: 'All time' }).locator('dt:text-is("Users") + dd');
  expect(Number.parseFloat((await allTimeUsers.textContent()) ?? '0')).toBeGreaterThanOrEqual(1);

  const charts = page.getByRole('region', { name: 'Monthly performance' });
  await expect(charts.getByRole('figure')).toHaveCount(4);
  for (const title of ['Users', 'Pages', 'Colored pages', 'Subscriptions']) {
    const chart = charts.getByRole('figure', { name: `${title} per month`, exact: true });
    await expect(chart.locator('.recharts-line-curve')).toHaveCount(1);
    await expect(chart.locator('.recharts-line-curve')).toHaveAttribute('stroke', '#eab308');
  }
});
