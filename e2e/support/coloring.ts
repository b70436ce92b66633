import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';

import { expect, type Locator, type Page } from '@playwright/test';

import { signUp, storedToken, uniqueEmail } from './auth.ts';

export const catPicture = fileURLToPath(new URL('../fixtures/sleeping-cat.png', import.meta.url));

export type Rgba = [number, number, number, number];

/** GET an API path with the signed-in user's token; returns the unwrapped `data`. */
export async function apiGet<T>(page: Page, path: string): Promise<T> {
  const token = await storedToken(page);
  const response = await page.request.get(path, { headers: { authorization: `Bearer ${token}` } });
  expect(response.ok(), `GET ${path}`).toBe(true);
  return ((await response.json()) as { data: T }).data;
}

/** Creates a page from the sleeping-cat picture through the API (POST /api/pages/upload). */
export async function uploadCatPage(page: Page): Promise<string> {
  const token = await storedToken(page);
  const response = await page.request.post('/api/pages/upload', {
    headers: { authorization: `Bearer ${token}` },
    multipart: {
      file: { name: 'sleeping-cat.png', mimeType: 'image/png', buffer: await readFile(catPicture) },
    },
  });
  expect(response.ok(), `upload: ${await response.text()}`).toBe(true);
  return ((await response.json()) as { data: { id: string } }).data.id;
}

/** Signs up a new user and creates a page they own; returns its id. */
export async function ownerWithPage(page: Page, name: string): Promise<string> {
  await signUp(page, name, uniqueEmail(name.split(' ')[0]!.toLowerCase()));
  return uploadCatPage(page);
}

/** Opens the coloring screen of a page and waits until it takes strokes. */
export async function openColoring(page: Page, pageId: string): Promise<void> {
  await page.goto(`/pages/${pageId}/color`);
  await expect(drawingCanvas(page)).toHaveClass(/cursor-/);
}

export function drawingCanvas(page: Page): Locator {
  return page.getByTestId('drawing-canvas');
}

/** One pixel of the colour layer, canvas coordinates (0…1023). */
export async function layerPixel(page: Page, x: number, y: number): Promise<Rgba> {
  return drawingCanvas(page).evaluate(
    (canvas, [px, py]) =>
      Array.from((canvas as HTMLCanvasElement).getContext('2d')!.getImageData(px!, py!, 1, 1).data) as Rgba,
    [x, y],
  );
}

/** Client coordinates of a canvas point (0…1023) as the canvas is shown now. */
export async function clientPoint(page: Page, x: number, y: number): Promise<{ x: number; y: number }> {
  const box = (await drawingCanvas(page).boundingBox())!;
  return { x: box.x + (x / 1024) * box.width, y: box.y + (y / 1024) * box.height };
}

/** A horizontal mouse stroke from canvas x0 to x1 along row y. */
export async function mouseStroke(page: Page, y: number, x0 = 200, x1 = 800): Promise<void> {
  const start = await clientPoint(page, x0, y);
  const end = await clientPoint(page, x1, y);
  await page.mouse.move(start.x, start.y);
  await page.mouse.down();
  await page.mouse.move(end.x, end.y, { steps: 12 });
  await page.mouse.up();
}

/** Picks a preset colour by name from the palette. */
export async function chooseColor(page: Page, name: string): Promise<void> {
  await page.getByRole('button', { name: 'Palette' }).click();
  await page.getByRole('button', { name, exact: true }).click();
}

export function isColor(pixel: Rgba, [r, g, b]: [number, number, number], tolerance = 8): boolean {
  return (
    Math.abs(pixel[0] - r) <= tolerance &&
    Math.abs(pixel[1] - g) <= tolerance &&
    Math.abs(pixel[2] - b) <= tolerance &&
    pixel[3] > 240
  );
}

/**
 * Pixels of an image URL decoded in the page (createImageBitmap), at the given points.
 */
export async function imagePixels(page: Page, url: string, points: [number, number][]): Promise<Rgba[]> {
  return page.evaluate(
    async ([src, at]) => {
      const blob = await (await fetch(src)).blob();
      const bitmap = await createImageBitmap(blob);
      const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
      const context = canvas.getContext('2d')!;
      context.drawImage(bitmap, 0, 0);
      return at.map(([x, y]) => Array.from(context.getImageData(x, y, 1, 1).data) as Rgba);
    },
    [url, points] as const,
  );
}

/** How many pixels of the colour layer hold any paint (alpha above 0). */
export async function paintedPixelCount(page: Page): Promise<number> {
  return drawingCanvas(page).evaluate((canvas) => {
    const { width, height } = canvas as HTMLCanvasElement;
    const data = (canvas as HTMLCanvasElement).getContext('2d')!.getImageData(0, 0, width, height).data;
    let count = 0;
    for (let i = 3; i < data.length; i += 4) if (data[i]! > 0) count++;
    return count;
  });
}

/** The confirmation toast (spec §2 "Notifications"): an alertdialog with 'Cancel' and 'Yes, proceed'. */
export function confirmationToast(page: Page): Locator {
  return page.getByRole('alertdialog');
}

/**
 * Starts the studio with "Stay inside lines" off, as a user who switched it off (it is on for
 * new users): for specs whose strokes cross the page's lines on purpose.
 */
export async function paintAcrossLines(target: Pick<Page, 'addInitScript'>): Promise<void> {
  await target.addInitScript(() => localStorage.setItem('huebook:stay-inside-lines', '0'));
}
