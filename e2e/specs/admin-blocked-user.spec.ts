import { expect, test } from '@playwright/test';

import { signInAsAdmin } from '../support/admin.ts';
import { signUp, storedToken, uniqueEmail } from '../support/auth.ts';

test('a user blocked while signed in is told so on the next call and signed out', async ({ browser }) => {
  const userContext = await browser.newContext();
  const userPage = await userContext.newPage();
  await signUp(userPage, 'Bo Blocked', uniqueEmail('blocked'));
  const userId = await userPage.evaluate(
    () => (JSON.parse(localStorage.getItem('auth')!) as { state: { user: { id: string } } }).state.user.id,
  );

  const adminContext = await browser.newContext();
  const adminPage = await adminContext.newPage();
  await signInAsAdmin(adminPage);
  const blocked = await adminPage.request.patch(`/api/users/${userId}/blocked/toggle`, {
    headers: { authorization: `Bearer ${await storedToken(adminPage)}` },
  });
  expect(blocked.ok()).toBe(true);

  await userPage.reload();
  await expect(userPage.getByText('Your account has been blocked.')).toBeVisible();
  await expect(userPage).toHaveURL(/\/sign-in$/);
  expect(await storedToken(userPage)).toBeNull();
  await userContext.close();
  await adminContext.close();
});
