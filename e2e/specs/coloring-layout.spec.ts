import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';

import { expect, test, type Locator, type Page } from '@playwright/test';

import { signUp, storedToken, uniqueEmail } from '../support/auth.ts';
import { drawingCanvas, openColoring, ownerWithPage } from '../support/coloring.ts';

/** Portrait phone, tablet and laptops: their layouts stay as they are (screenshots to compare). */
const OTHER_SIZES = [
  [390, 844],
  [768, 1024],
  [1280, 720],
  [1024, 768],
] as const;

/** Phones on their side: a big one (side menu width) and a small one. */
const LANDSCAPE_SIZES = [
  [844, 390],
  [667, 375],
] as const;

type Box = { x: number; y: number; width: number; height: number };

function overlaps(a: Box, b: Box): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

/** The page's viewport on screen (the canvas's clipping box), CSS pixels. */
async function pageBox(page: Page): Promise<Box> {
  return (await drawingCanvas(page).locator('xpath=../..').boundingBox())!;
}

/**
 * The whole page is in the viewport without scrolling, as tall as the screen allows (within
 * 2rem), and none of `others` that is shown covers any of it.
 */
async function expectWholePageInView(page: Page, width: number, height: number, others: Locator[]) {
  expect.soft(await page.evaluate(() => window.scrollY)).toBe(0);
  const box = await pageBox(page);
  expect.soft(box.x).toBeGreaterThanOrEqual(0);
  expect.soft(box.y).toBeGreaterThanOrEqual(0);
  expect.soft(box.x + box.width).toBeLessThanOrEqual(width);
  expect.soft(box.y + box.height).toBeLessThanOrEqual(height);
  for (const other of others) {
    for (const one of await other.all()) {
      const otherBox = await one.boundingBox();
      if (otherBox) expect.soft(overlaps(box, otherBox), `${String(one)} covers the page`).toBe(false);
    }
  }
  return box;
}

test('a phone on its side shows the whole page, the toolbar beside it; other sizes keep their layout', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const context = await browser.newContext({ hasTouch: true });
  const page = await context.newPage();
  const pageId = await ownerWithPage(page, 'Lena Landscape');

  for (const [width, height] of OTHER_SIZES) {
    await page.setViewportSize({ width, height });
    await openColoring(page, pageId);
    await page.screenshot({ path: test.info().outputPath(`coloring-${width}x${height}.png`) });
  }

  const toolbar = page.getByRole('group', { name: 'Coloring tools' });
  const covering = [toolbar, page.getByRole('banner'), page.getByRole('complementary')];
  for (const [width, height] of LANDSCAPE_SIZES) {
    await page.setViewportSize({ width, height });
    await openColoring(page, pageId);
    await page.screenshot({ path: test.info().outputPath(`coloring-${width}x${height}.png`) });
    const box = await expectWholePageInView(page, width, height, covering);
    // The page has the screen's height, not what a top bar and a toolbar above it leave.
    expect.soft(box.height).toBeGreaterThanOrEqual(height - 32);
    // Every tool stays reachable: the rail is on screen, Save included, also when the replay
    // bar under the page is scrolled to.
    await expect.soft(page.getByRole('button', { name: 'Save' })).toBeInViewport();
    await page.getByRole('region', { name: 'Replay' }).scrollIntoViewIfNeeded();
    await expect.soft(page.getByRole('region', { name: 'Replay' })).toBeInViewport();
    await expect.soft(page.getByRole('button', { name: 'Save' })).toBeInViewport();
    await page.screenshot({ path: test.info().outputPath(`coloring-${width}x${height}-scrolled.png`) });
    await page.evaluate(() => window.scrollTo(0, 0));

    // The app's menu is behind its button, first in the toolbar; focus goes on to Back.
    const menuButton = page.getByRole('button', { name: 'Open menu' });
    await expect(menuButton).toBeVisible();
    await menuButton.focus();
    await page.keyboard.press('Tab');
    await expect.soft(page.getByRole('button', { name: 'Back' })).toBeFocused();
    // Opened from the keyboard, focus goes into the menu (after the button in the page, it
    // would be skipped by Tab), and Escape brings it back to the button.
    await menuButton.focus();
    await page.keyboard.press('Enter');
    const mainMenu = page.getByRole('navigation', { name: 'Main' });
    await expect(mainMenu).toBeVisible();
    await expect.soft(page.getByRole('link', { name: 'Create page' })).toBeFocused();
    await page.screenshot({ path: test.info().outputPath(`coloring-${width}x${height}-menu.png`) });
    await page.keyboard.press('Escape');
    await expect(mainMenu).toBeHidden();
    await expect.soft(page.getByRole('button', { name: 'Open menu' })).toBeFocused();

    // A panel opens beside the rail, within the screen.
    await page.getByRole('button', { name: 'Palette' }).click();
    const colours = page.getByRole('group', { name: 'Colours' });
    await expect(colours).toBeInViewport({ ratio: 0.9 });
    await page.screenshot({ path: test.info().outputPath(`coloring-${width}x${height}-palette.png`) });
    await page.keyboard.press('Escape');
    await expect(colours).toBeHidden();

    // Numbers on: the numbered colours beside the page, which still fits.
    await page.getByRole('button', { name: 'Numbers' }).click();
    const numbered = page.getByRole('group', { name: 'Numbered colours' });
    await expect(numbered).toBeVisible({ timeout: 30_000 });
    const withNumbers = await expectWholePageInView(page, width, height, [...covering, numbered]);
    expect.soft(withNumbers.width).toBeGreaterThanOrEqual(280);
    await page.screenshot({ path: test.info().outputPath(`coloring-${width}x${height}-numbers.png`) });
    await page.getByRole('button', { name: 'Numbers' }).click();
  }
  await context.close();
});

test('on a phone on its side the note on where the page came from sits right of the whole page', async ({
  browser,
}) => {
  const context = await browser.newContext({ hasTouch: true });
  const page = await context.newPage();
  await signUp(page, 'Nico Note', uniqueEmail('nico'));
  // A photo (fixtures/photos/SOURCES.md) as line art: the page carries "Made from your photo".
  const ladybird = fileURLToPath(new URL('../fixtures/photos/ladybird.jpg', import.meta.url));
  const response = await page.request.post('/api/pages/upload', {
    headers: { authorization: `Bearer ${await storedToken(page)}` },
    multipart: {
      lineArt: 'true',
      detail: 'simple',
      file: { name: 'ladybird.jpg', mimeType: 'image/jpeg', buffer: await readFile(ladybird) },
    },
  });
  expect(response.ok(), await response.text()).toBe(true);
  const pageId = ((await response.json()) as { data: { id: string } }).data.id;

  const note = page.getByText(/^Made from your photo/);
  for (const [width, height] of LANDSCAPE_SIZES) {
    await page.setViewportSize({ width, height });
    await openColoring(page, pageId);
    await expect(note).toBeInViewport();
    const box = await expectWholePageInView(page, width, height, [
      page.getByRole('group', { name: 'Coloring tools' }),
      note,
    ]);
    expect((await note.boundingBox())!.x).toBeGreaterThanOrEqual(box.x + box.width);
    await page.screenshot({ path: test.info().outputPath(`coloring-${width}x${height}-note.png`) });
  }
  await context.close();
});
