import { mkdtemp, rm } from 'node:fs/promises';
import type { Server } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { expect, request as playwrightRequest, test } from '@playwright/test';

import { signUp, uniqueEmail } from '../support/auth.ts';
import { chooseColor, clientPoint, drawingCanvas, isColor, layerPixel } from '../support/coloring.ts';
import {
  buildWebFor,
  CROSS_ORIGIN_WEB_ORIGIN,
  CROSS_ORIGIN_WEB_PORT,
  serveStatic,
} from '../support/cross-origin.ts';
import { signUpByApi, uploadPage } from '../support/pages.ts';

/**
 * The native apps' set-up, in Chromium: the SPA is served from one origin and talks to the
 * server on another (VITE_API_ORIGIN), as the iOS and Android shells do from
 * capacitor://localhost and https://localhost. Sign-in, lists, pictures, the canvas (its fill
 * reads the illustration's pixels, its save exports them) and reopening all work across origins.
 */
const API_ORIGIN = `http://localhost:${Number(process.env.E2E_PORT ?? 3100)}`;

/** Points of the sleeping-cat page (see coloring.spec.ts): two regions the fill tells apart. */
const FACE = { x: 250, y: 450 };
const BODY = { x: 800, y: 500 };
const BLUE: [number, number, number] = [0x3b, 0x82, 0xf6];
const RED: [number, number, number] = [0xef, 0x44, 0x44];

let folder: string;
let server: Server;

test.use({ baseURL: CROSS_ORIGIN_WEB_ORIGIN });

test.beforeAll(async () => {
  test.setTimeout(120_000);
  folder = await mkdtemp(path.join(tmpdir(), 'huebook-cross-origin-'));
  await buildWebFor(API_ORIGIN, folder);
  server = await serveStatic(folder, CROSS_ORIGIN_WEB_PORT);
});

test.afterAll(async () => {
  await new Promise((resolve) => server?.close(resolve));
  if (folder) await rm(folder, { recursive: true, force: true });
});

test('the app on another origin signs in, colors a public page, saves and reopens it', async ({ page }) => {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));

  // Someone else's public page, made straight through the API.
  const api = await playwrightRequest.newContext({ baseURL: API_ORIGIN });
  const ownerToken = await signUpByApi(api, 'Otto Origin', uniqueEmail('otto'));
  const title = `Cross-origin cat ${Date.now()}`;
  await uploadPage(api, ownerToken, title);
  await api.dispose();

  await signUp(page, 'Nina Native', uniqueEmail('nina'));
  expect(new URL(page.url()).origin).toBe(CROSS_ORIGIN_WEB_ORIGIN);

  // The public list, searched: its thumbnails come from the API's origin.
  await page.getByLabel('Search public pages').fill(title);
  await expect(page).toHaveURL(/[?&]search=/);
  const card = page.getByRole('article', { name: title });
  const thumbnail = card.locator('img').first();
  await expect(thumbnail).toHaveAttribute('src', new RegExp(`^${API_ORIGIN}/uploads/`));
  await expect
    .poll(() => thumbnail.evaluate((image) => (image as HTMLImageElement).naturalWidth))
    .toBeGreaterThan(0);
  await card.getByRole('link', { name: title }).click();

  await expect(drawingCanvas(page)).toHaveClass(/cursor-/);
  await expect(page.getByRole('img', { name: /^Coloring page/ })).toHaveAttribute(
    'src',
    new RegExp(`^${API_ORIGIN}/uploads/`),
  );

  // The fill reads the illustration's pixels: a tainted canvas would throw here.
  await chooseColor(page, 'blue');
  await page.getByRole('button', { name: 'Fill' }).click();
  const face = await clientPoint(page, FACE.x, FACE.y);
  await page.mouse.click(face.x, face.y);
  await expect.poll(async () => isColor(await layerPixel(page, FACE.x, FACE.y), BLUE)).toBe(true);

  // The first fill on someone else's page saves it by itself; a second one is saved by hand.
  const save = page.getByRole('button', { name: 'Save' });
  await expect(save).toBeDisabled();
  await chooseColor(page, 'red');
  const body = await clientPoint(page, BODY.x, BODY.y);
  await page.mouse.click(body.x, body.y);
  await expect.poll(async () => isColor(await layerPixel(page, BODY.x, BODY.y), RED)).toBe(true);
  await expect(save).toBeEnabled();
  await save.click();
  await expect(page.getByText('Page has been saved')).toBeVisible();
  await expect(save).toBeDisabled();

  // Reopened, the saved colours come back from the API's origin.
  await page.reload();
  await expect(drawingCanvas(page)).toHaveClass(/cursor-/);
  await expect.poll(async () => isColor(await layerPixel(page, FACE.x, FACE.y), BLUE)).toBe(true);
  expect(isColor(await layerPixel(page, BODY.x, BODY.y), RED)).toBe(true);
  expect(errors).toEqual([]);
});
