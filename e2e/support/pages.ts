import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';

import { expect, type APIRequestContext } from '@playwright/test';

import { readCode } from './mail.ts';

const catPicture = fileURLToPath(new URL('../fixtures/sleeping-cat.png', import.meta.url));

/** A page as the API answers it, reduced to what the specs compare. */
export interface CreatedPage {
  id: string;
  title: string;
  created_at: string;
}

/**
 * Signs a user up through the API (sign-up, the mailed code, verify) and returns the bearer
 * token: for users a spec needs only as page owners, faster than the screens.
 */
export async function signUpByApi(request: APIRequestContext, name: string, email: string): Promise<string> {
  const signUp = await request.post('/api/users/sign-up', { data: { name, email } });
  expect(signUp.ok(), await signUp.text()).toBe(true);
  const { token: verification } = ((await signUp.json()) as { data: { token: string } }).data;
  const verify = await request.post('/api/users/verify', {
    data: { token: verification, code: await readCode(email) },
  });
  expect(verify.ok(), await verify.text()).toBe(true);
  return ((await verify.json()) as { data: { token: string } }).data.token;
}

/** Creates a page titled `title` by uploading the sleeping-cat fixture (spends one credit). */
export async function uploadPage(
  request: APIRequestContext,
  token: string,
  title: string,
): Promise<CreatedPage> {
  const response = await request.post('/api/pages/upload', {
    headers: { authorization: `Bearer ${token}` },
    multipart: {
      title,
      file: { name: 'sleeping-cat.png', mimeType: 'image/png', buffer: await readFile(catPicture) },
    },
  });
  expect(response.ok(), await response.text()).toBe(true);
  return ((await response.json()) as { data: CreatedPage }).data;
}
