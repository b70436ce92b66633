import { expect, test, type Page } from '@playwright/test';

import { signUp, uniqueEmail } from '../support/auth.ts';
import {
  apiGet,
  chooseColor,
  clientPoint,
  drawingCanvas,
  imagePixels,
  isColor,
  layerPixel,
  mouseStroke,
  openColoring,
  ownerWithPage,
  paintAcrossLines,
  uploadCatPage,
  type Rgba,
} from '../support/coloring.ts';

const RED: [number, number, number] = [0xef, 0x44, 0x44];
const BLUE: [number, number, number] = [0x3b, 0x82, 0xf6];
const TRANSPARENT: Rgba = [0, 0, 0, 0];

/** Points of the sleeping-cat page (1024×1024): regions found by the engine's region map. */
const FACE = { x: 250, y: 450 };
const BODY = { x: 800, y: 500 };
const BACKGROUND = { x: 512, y: 100 };

/** Rows of canvas column `x` (between y0 and y1) that hold paint. */
async function paintedRows(page: Page, x: number, y0: number, y1: number): Promise<number> {
  return drawingCanvas(page).evaluate(
    (canvas, [cx, top, bottom]) => {
      const data = (canvas as HTMLCanvasElement)
        .getContext('2d')!
        .getImageData(cx!, top!, 1, bottom! - top!).data;
      let rows = 0;
      for (let i = 3; i < data.length; i += 4) if (data[i]! >= 128) rows++;
      return rows;
    },
    [x, y0, y1],
  );
}

async function displayedWidth(page: Page): Promise<number> {
  return (await drawingCanvas(page).boundingBox())!.width;
}

test.describe.configure({ mode: 'serial' });

// These strokes cross the page's lines on purpose; "Stay inside lines" has its own spec.
test.beforeEach(async ({ page }) => {
  await paintAcrossLines(page);
});

test('paints with the mouse at brush size / zoom, then undo and redo walk the snapshots', async ({
  page,
}) => {
  const pageId = await ownerWithPage(page, 'Mona Mouse');
  await openColoring(page, pageId);

  const undo = page.getByRole('button', { name: 'Undo' });
  const redo = page.getByRole('button', { name: 'Redo' });
  await expect(page.getByRole('button', { name: 'Brush' })).toHaveAttribute('aria-pressed', 'true');
  await expect(undo).toBeDisabled();
  await expect(redo).toBeDisabled();

  // Opening one panel closes the other.
  await page.getByRole('button', { name: 'Brush' }).click();
  await expect(page.getByRole('button', { name: 'Size 20' })).toHaveAttribute('aria-pressed', 'true');
  await page.getByRole('button', { name: 'Palette' }).click();
  await expect(page.getByRole('button', { name: 'Size 20' })).toBeHidden();
  await page.getByRole('button', { name: 'red', exact: true }).click();

  await mouseStroke(page, 160);
  expect(isColor(await layerPixel(page, 500, 160), RED)).toBe(true);
  // Brush 20 at fit zoom (container width / 1024) is 20 / zoom canvas pixels wide (spec §5).
  const zoom = (await displayedWidth(page)) / 1024;
  expect(Math.abs((await paintedRows(page, 500, 100, 260)) - 20 / zoom)).toBeLessThanOrEqual(3);

  await expect(undo).toBeEnabled();
  await expect(redo).toBeDisabled();
  await undo.click();
  expect(await layerPixel(page, 500, 160)).toEqual(TRANSPARENT);
  await expect(undo).toBeDisabled();
  await redo.click();
  expect(isColor(await layerPixel(page, 500, 160), RED)).toBe(true);
  await expect(redo).toBeDisabled();

  // The keyboard does the same, and [ ] change the brush size.
  await page.keyboard.press('Control+z');
  expect(await layerPixel(page, 500, 160)).toEqual(TRANSPARENT);
  await page.keyboard.press('Control+Shift+z');
  expect(isColor(await layerPixel(page, 500, 160), RED)).toBe(true);
  await page.keyboard.press('[');
  await page.keyboard.press('[');
  await mouseStroke(page, 400);
  expect(Math.abs((await paintedRows(page, 500, 340, 460)) - 10 / zoom)).toBeLessThanOrEqual(3);

  // The eraser removes paint.
  await page.keyboard.press('e');
  await expect(page.getByRole('button', { name: 'Eraser' })).toHaveAttribute('aria-pressed', 'true');
  await page.keyboard.press(']');
  await page.keyboard.press(']');
  await page.keyboard.press(']');
  await mouseStroke(page, 160, 100, 900);
  expect((await layerPixel(page, 500, 160))[3]).toBe(0);
});

test('paints with one finger; two fingers pinch-zoom without painting', async ({ browser }) => {
  const context = await browser.newContext({ hasTouch: true });
  await paintAcrossLines(context);
  const page = await context.newPage();
  const pageId = await ownerWithPage(page, 'Tom Touch');
  await openColoring(page, pageId);
  const cdp = await context.newCDPSession(page);
  const touch = (type: 'touchStart' | 'touchMove' | 'touchEnd', points: { x: number; y: number }[]) =>
    cdp.send('Input.dispatchTouchEvent', {
      type,
      touchPoints: points.map((point, id) => ({ x: point.x, y: point.y, id })),
    });

  // One finger paints.
  const a = await clientPoint(page, 200, 300);
  await touch('touchStart', [a]);
  for (let step = 1; step <= 10; step++) await touch('touchMove', [{ x: a.x + step * 25, y: a.y }]);
  await touch('touchEnd', []);
  await expect.poll(async () => (await layerPixel(page, 400, 300))[3]).toBeGreaterThan(200);
  await expect(page.getByRole('button', { name: 'Undo' })).toBeEnabled();

  // Two fingers zoom in around their midpoint and leave no paint where they landed.
  const before = await displayedWidth(page);
  const left = await clientPoint(page, 400, 700);
  const right = await clientPoint(page, 600, 700);
  await touch('touchStart', [left, right]);
  for (let step = 1; step <= 8; step++) {
    await touch('touchMove', [
      { x: left.x - step * 10, y: left.y },
      { x: right.x + step * 10, y: right.y },
    ]);
  }
  await touch('touchEnd', []);
  await expect.poll(() => displayedWidth(page)).toBeGreaterThan(before * 1.5);
  expect(await layerPixel(page, 400, 700)).toEqual(TRANSPARENT);
  expect(await layerPixel(page, 600, 700)).toEqual(TRANSPARENT);
  // Only the one-finger stroke is in the history.
  await page.getByRole('button', { name: 'Undo' }).click();
  await expect(page.getByRole('button', { name: 'Undo' })).toBeDisabled();
  await context.close();
});

test('fill colors the tapped region only, and the saved picture shows it', async ({ page }) => {
  const pageId = await ownerWithPage(page, 'Fiona Fill');
  await openColoring(page, pageId);
  await chooseColor(page, 'blue');
  await page.getByRole('button', { name: 'Fill' }).click();
  await expect(page.getByRole('button', { name: 'Fill' })).toHaveAttribute('aria-pressed', 'true');
  // A tap made before the region map is ready waits for it.
  const tap = await clientPoint(page, FACE.x, FACE.y);
  await page.mouse.click(tap.x, tap.y);
  await expect.poll(async () => isColor(await layerPixel(page, FACE.x, FACE.y), BLUE)).toBe(true);
  await expect(page.getByText('Preparing fill…')).toBeHidden();
  expect(await layerPixel(page, BODY.x, BODY.y)).toEqual(TRANSPARENT);
  expect(await layerPixel(page, BACKGROUND.x, BACKGROUND.y)).toEqual(TRANSPARENT);

  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Page has been saved')).toBeVisible();
  const read = await apiGet<{ is_colored: boolean; colored: { photo: string } | null }>(
    page,
    `/api/pages/${pageId}/read`,
  );
  expect(read.colored).not.toBeNull();
  const [face, body, background] = await imagePixels(page, read.colored!.photo, [
    [FACE.x, FACE.y],
    [BODY.x, BODY.y],
    [BACKGROUND.x, BACKGROUND.y],
  ]);
  expect(isColor(face!, BLUE)).toBe(true);
  expect(body![3]).toBe(0);
  expect(background![3]).toBe(0);
});

test('zoom toggles between fit and full size; Ctrl+wheel zooms around the cursor', async ({ page }) => {
  const pageId = await ownerWithPage(page, 'Zed Zoom');
  await openColoring(page, pageId);
  const zoom = page.getByRole('button', { name: 'Zoom' });
  const fit = await displayedWidth(page);
  expect(fit).toBeLessThan(1024);
  await zoom.click();
  await expect(zoom).toHaveAttribute('aria-pressed', 'true');
  await expect.poll(() => displayedWidth(page)).toBeCloseTo(1024, 0);
  // At full size a stroke is exactly brush size (20) canvas pixels wide.
  await mouseStroke(page, 512, 400, 600);
  expect(Math.abs((await paintedRows(page, 500, 450, 580)) - 20)).toBeLessThanOrEqual(2);
  await zoom.click();
  await expect.poll(() => displayedWidth(page)).toBeCloseTo(fit, 0);

  const box = (await page.getByTestId('drawing-canvas').boundingBox())!;
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.keyboard.down('Control');
  await page.mouse.wheel(0, -200);
  await page.mouse.wheel(0, -200);
  await page.keyboard.up('Control');
  await expect.poll(() => displayedWidth(page)).toBeGreaterThan(fit * 1.5);
});

test('clear wipes the drawing, enables Save, and is undoable; reload restores the saved colours', async ({
  page,
}) => {
  const pageId = await ownerWithPage(page, 'Cleo Clear');
  await openColoring(page, pageId);
  await chooseColor(page, 'red');
  await mouseStroke(page, 300);
  const save = page.getByRole('button', { name: 'Save' });
  await save.click();
  await expect(page.getByText('Page has been saved')).toBeVisible();
  await expect(save).toBeDisabled();

  await page.getByRole('button', { name: 'Clear' }).click();
  expect(await layerPixel(page, 500, 300)).toEqual(TRANSPARENT);
  await expect(save).toBeEnabled();
  await page.getByRole('button', { name: 'Undo' }).click();
  expect(isColor(await layerPixel(page, 500, 300), RED)).toBe(true);

  // The saved drawing comes back on reload, as the first snapshot.
  await page.reload();
  await expect.poll(async () => isColor(await layerPixel(page, 500, 300), RED)).toBe(true);
  await expect(page.getByRole('button', { name: 'Undo' })).toBeDisabled();
  await expect(save).toBeDisabled();
});

test("the first stroke on someone else's page auto-saves it, spending one public-page credit once", async ({
  page,
  browser,
}) => {
  const ownerContext = await browser.newContext();
  const owner = await ownerContext.newPage();
  await signUp(owner, 'Olga Owner', uniqueEmail('olga'));
  const pageId = await uploadCatPage(owner);
  await ownerContext.close();

  await signUp(page, 'Carl Colorist', uniqueEmail('carl'));
  const before = (await apiGet<{ public_page: number }>(page, '/api/credits/read')).public_page;
  await openColoring(page, pageId);
  const save = page.getByRole('button', { name: 'Save' });

  await mouseStroke(page, 300);
  await expect
    .poll(async () => (await apiGet<{ public_page: number }>(page, '/api/credits/read')).public_page)
    .toBe(before - 1);
  await expect(save).toBeDisabled();
  expect((await apiGet<{ is_colored: boolean }>(page, `/api/pages/${pageId}/read`)).is_colored).toBe(true);

  await mouseStroke(page, 500);
  await expect(save).toBeEnabled();
  await save.click();
  await expect(page.getByText('Page has been saved')).toBeVisible();
  await mouseStroke(page, 700);
  await save.click();
  await expect(save).toBeDisabled();
  expect((await apiGet<{ public_page: number }>(page, '/api/credits/read')).public_page).toBe(before - 1);
});

test('print and download are paid-plan features: a free user is sent to checkout', async ({ page }) => {
  const pageId = await ownerWithPage(page, 'Fred Free');
  for (const [action, message] of [
    ['Download', 'Download is only available on the paid plan.'],
    ['Print', 'Print is only available on the paid plan.'],
  ] as const) {
    await openColoring(page, pageId);
    await page.getByRole('button', { name: action }).click();
    await expect(page.getByText(message)).toBeVisible();
    await expect(page).toHaveURL(/\/checkout$/);
  }
});

test('Back returns to where the user came from, or to Public pages when opened directly', async ({
  page,
}) => {
  const pageId = await ownerWithPage(page, 'Bea Back');
  await page.goto('/pages');
  await page.locator(`a[href="/pages/${pageId}/color"]`).first().click();
  await expect(drawingCanvas(page)).toBeVisible();
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page).toHaveURL(/\/pages$/);

  await openColoring(page, pageId);
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page).toHaveURL(/\/pages\/public$/);
});
