import { expect, test } from '@playwright/test';

import { signInAsAdmin } from '../support/admin.ts';
import { uniqueEmail } from '../support/auth.ts';

test('an admin creates, finds, blocks, unblocks and edits a user', async ({ page }) => {
  await signInAsAdmin(page);
  const tag = Date.now().toString(36);
  const name = `Eve Example ${tag}`;
  const email = uniqueEmail('eve');

  // Create from the list's 'Create user' link.
  await page.goto('/admin/users');
  await expect(page.getByRole('heading', { name: 'Users', level: 1 })).toBeVisible();
  await page.getByRole('link', { name: 'Create user' }).click();
  await expect(page).toHaveURL(/\/admin\/users\/create$/);
  await page.getByLabel('Name').fill(name);
  await page.getByLabel('Email').fill(email);
  await expect(page.getByRole('checkbox', { name: 'Admin' })).not.toBeChecked();
  await page.getByRole('button', { name: 'Create user' }).click();
  await expect(page).toHaveURL(/\/admin\/users$/);
  await expect(page.getByText(`${name} has been created`)).toBeVisible();

  // Find them by search.
  await page.getByRole('searchbox', { name: 'Search users' }).fill(tag);
  const card = page.getByRole('article', { name });
  await expect(card).toBeVisible();
  await expect(page.getByRole('article')).toHaveCount(1);
  await expect(card.getByText(email)).toBeVisible();
  await expect(card.getByText('Free')).toBeVisible();

  // Blocking asks first; the badge appears and the user can no longer sign in.
  await card.getByRole('button', { name: 'Block' }).click();
  await expect(page.getByText('Are you sure to block the user?')).toBeVisible();
  await page.getByRole('button', { name: 'Yes, proceed' }).click();
  await expect(card.getByText('blocked', { exact: true })).toBeVisible();
  const refused = await page.request.post('/api/users/sign-in', { data: { email } });
  expect(refused.status()).toBe(403);

  // Unblocking is immediate.
  await card.getByRole('button', { name: 'Unblock' }).click();
  await expect(card.getByRole('button', { name: 'Block' })).toBeVisible();
  await expect(card.getByText('blocked', { exact: true })).toHaveCount(0);
  const allowed = await page.request.post('/api/users/sign-in', { data: { email } });
  expect(allowed.status()).toBe(200);

  // Edit the name.
  await card.getByRole('link', { name: 'edit' }).click();
  await expect(page).toHaveURL(/\/admin\/users\/[0-9a-f-]{36}\/edit$/);
  await expect(page.getByRole('heading', { name: 'Edit user' })).toBeVisible();
  await expect(page.getByLabel('Name')).toHaveValue(name);
  await page.getByLabel('Name').fill(`Eve Edited ${tag}`);
  await page.getByRole('button', { name: 'Update user' }).click();
  await expect(page.getByText('User has been updated')).toBeVisible();

  await page.goto('/admin/users');
  await page.getByRole('searchbox', { name: 'Search users' }).fill(tag);
  await expect(page.getByRole('article', { name: `Eve Edited ${tag}` })).toBeVisible();
});

test('an unknown user id on the edit screen goes back to the list', async ({ page }) => {
  await signInAsAdmin(page);
  await page.goto('/admin/users/00000000-0000-4000-8000-000000000000/edit');
  await expect(page).toHaveURL(/\/admin\/users$/);
  await expect(page.getByRole('heading', { name: 'Users', level: 1 })).toBeVisible();
});
