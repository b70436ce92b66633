import { expect, test, type Page } from '@playwright/test';

import {
  chooseColor,
  clientPoint,
  imagePixels,
  isColor,
  layerPixel,
  openColoring,
  ownerWithPage,
  type Rgba,
} from '../support/coloring.ts';

const RED: [number, number, number] = [0xef, 0x44, 0x44];
/** Two regions of the sleeping-cat page (see coloring.spec.ts): the face and the body. */
const FACE = { x: 250, y: 450 };
const BODY = { x: 800, y: 500 };

/** Canvas points every 2 px along the segment from `a` to `b`. */
function along(a: { x: number; y: number }, b: { x: number; y: number }) {
  const steps = Math.ceil(Math.hypot(b.x - a.x, b.y - a.y) / 2);
  return Array.from({ length: steps + 1 }, (_, i) => ({
    x: Math.round(a.x + ((b.x - a.x) * i) / steps),
    y: Math.round(a.y + ((b.y - a.y) * i) / steps),
  }));
}

/** The first dark line pixel (a line's core) of the illustration on the way from `a` to `b`. */
async function firstLineOnTheWay(page: Page, a: { x: number; y: number }, b: { x: number; y: number }) {
  const src = (await page.getByRole('img', { name: /Coloring page/ }).getAttribute('src'))!;
  const points = along(a, b);
  const pixels = await imagePixels(
    page,
    src,
    points.map((p) => [p.x, p.y]),
  );
  const luminance = ([r, g, b, alpha]: Rgba) => 255 - ((255 - (0.3 * r + 0.59 * g + 0.11 * b)) * alpha) / 255;
  const index = pixels.findIndex((pixel) => luminance(pixel) < 100);
  expect(index, 'the stroke crosses a line').toBeGreaterThan(0);
  return points[index]!;
}

async function strokeFromTo(page: Page, a: { x: number; y: number }, b: { x: number; y: number }) {
  const start = await clientPoint(page, a.x, a.y);
  const end = await clientPoint(page, b.x, b.y);
  await page.mouse.move(start.x, start.y);
  await page.mouse.down();
  await page.mouse.move(end.x, end.y, { steps: 24 });
  await page.mouse.up();
}

test.describe.configure({ mode: 'serial' });

test('"Stay inside lines" (on for new users) keeps a stroke to the region it began in; off, it crosses', async ({
  page,
}) => {
  const pageId = await ownerWithPage(page, 'Lina Lines');
  await openColoring(page, pageId);
  await chooseColor(page, 'red');
  await page.getByRole('button', { name: 'Brush' }).click();
  const stayInside = page.getByRole('switch', { name: 'Stay inside lines' });
  await expect(stayInside).toBeChecked();
  await page.getByRole('button', { name: 'Brush' }).click();
  // Clipping needs the region map: wait for it (the Fill button stops preparing).
  await expect(page.getByRole('button', { name: 'Fill' })).toHaveAttribute('title', 'Fill (F)');

  const line = await firstLineOnTheWay(page, FACE, BODY);
  await strokeFromTo(page, FACE, BODY);
  await expect.poll(async () => isColor(await layerPixel(page, FACE.x, FACE.y), RED)).toBe(true);
  // Nothing on the line's core, nothing past it.
  expect((await layerPixel(page, line.x, line.y))[3]).toBe(0);
  for (const point of along(line, BODY).filter((_, i) => i % 10 === 0))
    expect((await layerPixel(page, point.x, point.y))[3], `(${point.x}, ${point.y})`).toBe(0);
  // Right up to the line on this side: no pale gap along it.
  const before = along(FACE, line).at(-4)!;
  expect((await layerPixel(page, before.x, before.y))[3]).toBeGreaterThan(200);

  // Off: the same stroke (lower) crosses the line. The choice is remembered on reload.
  await page.getByRole('button', { name: 'Undo' }).click();
  await page.getByRole('button', { name: 'Brush' }).click();
  await stayInside.click();
  await expect(stayInside).not.toBeChecked();
  await page.getByRole('button', { name: 'Brush' }).click();
  await strokeFromTo(page, FACE, BODY);
  await expect.poll(async () => isColor(await layerPixel(page, BODY.x, BODY.y), RED)).toBe(true);
  expect((await layerPixel(page, line.x, line.y))[3]).toBeGreaterThan(200);

  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Page has been saved')).toBeVisible();
  await page.reload();
  await openColoring(page, pageId);
  await page.getByRole('button', { name: 'Brush' }).click();
  await expect(page.getByRole('switch', { name: 'Stay inside lines' })).not.toBeChecked();
});

/** Rows of canvas column `x` (between y0 and y1) that hold paint. */
async function paintedRows(page: Page, x: number, y0: number, y1: number): Promise<number> {
  let rows = 0;
  for (let y = y0; y < y1; y++) if ((await layerPixel(page, x, y))[3] >= 128) rows++;
  return rows;
}

test('a pen draws as wide as it presses (30%…100% of the brush), its line ending under the pen', async ({
  page,
}) => {
  const pageId = await ownerWithPage(page, 'Penny Pen');
  await openColoring(page, pageId);
  const cdp = await page.context().newCDPSession(page);
  const pen = (
    type: 'mousePressed' | 'mouseMoved' | 'mouseReleased',
    at: { x: number; y: number },
    force: number,
  ) =>
    cdp.send('Input.dispatchMouseEvent', {
      type,
      x: at.x,
      y: at.y,
      button: 'left',
      buttons: type === 'mouseReleased' ? 0 : 1,
      clickCount: 1,
      pointerType: 'pen',
      force,
      // Tilt plays no part in the width.
      tiltX: type === 'mouseMoved' ? 40 : 0,
    });

  // Along the empty top of the page (no line there), pressure rising from 0.1 to 1.
  const y = 120;
  const from = 150;
  const to = 850;
  const pressureAt = (x: number) => 0.1 + (0.9 * (x - from)) / (to - from);
  await pen('mousePressed', await clientPoint(page, from, y), pressureAt(from));
  for (let x = from + 10; x <= to; x += 10)
    await pen('mouseMoved', await clientPoint(page, x, y), pressureAt(x));
  // Before the pen lifts, the line already reaches the pen's point.
  expect((await layerPixel(page, to, y))[3]).toBeGreaterThan(200);
  await pen('mouseReleased', await clientPoint(page, to, y), 0);

  const width = 20 / ((await drawingCanvasWidth(page)) / 1024);
  for (const x of [250, 500, 750]) {
    const expected = width * (0.3 + 0.7 * pressureAt(x));
    expect(Math.abs((await paintedRows(page, x, y - 40, y + 40)) - expected), `x ${x}`).toBeLessThanOrEqual(
      3,
    );
  }
  await expect(page.getByRole('button', { name: 'Undo' })).toBeEnabled();
});

async function drawingCanvasWidth(page: Page): Promise<number> {
  return (await page.getByTestId('drawing-canvas').boundingBox())!.width;
}
