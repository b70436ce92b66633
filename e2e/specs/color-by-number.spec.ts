import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { inflateSync } from 'node:zlib';

import { expect, test, type Page } from '@playwright/test';
import { PDFDocument, PDFName, PDFRawStream } from 'pdf-lib';

import { signUp, storedToken, uniqueEmail } from '../support/auth.ts';
import {
  apiGet,
  clientPoint,
  drawingCanvas,
  isColor,
  layerPixel,
  openColoring,
  ownerWithPage,
} from '../support/coloring.ts';
import { makePaid } from '../support/paid.ts';

/** A photo (see fixtures/photos/SOURCES.md), turned into a page at the simple detail level. */
const ladybird = fileURLToPath(new URL('../fixtures/photos/ladybird.jpg', import.meta.url));

/** A number still to color, as the overlay exposes it for tests (`data-marks`). */
interface Mark {
  number: number;
  /** Centre, canvas pixels. */
  x: number;
  y: number;
  /** The printed number's size, canvas pixels. */
  size: number;
  /** Font size on screen, CSS pixels; 0 when not shown now (too small at this zoom, or off screen). */
  font: number;
}

/** Uploads the photo as line art (POST /api/pages/upload) at `detail`; returns the page id. */
async function uploadPhotoPage(page: Page, detail = 'simple'): Promise<string> {
  const response = await page.request.post('/api/pages/upload', {
    headers: { authorization: `Bearer ${await storedToken(page)}` },
    multipart: {
      title: 'Ladybird',
      lineArt: 'true',
      detail,
      file: { name: 'ladybird.jpg', mimeType: 'image/jpeg', buffer: await readFile(ladybird) },
    },
  });
  expect(response.ok(), await response.text()).toBe(true);
  return ((await response.json()) as { data: { id: string } }).data.id;
}

/** The numbers still to color, shown at this zoom or not: their digits, places and sizes. */
async function remainingMarks(page: Page): Promise<Mark[]> {
  const marks = await page.getByTestId('numbers-overlay').getAttribute('data-marks');
  return JSON.parse(marks ?? '[]') as Mark[];
}

function hexRgb(hex: string): [number, number, number] {
  const n = parseInt(hex.slice(1), 16);
  return [n >> 16, (n >> 8) & 255, n & 255];
}

test('color by number on an uploaded photo page: the photo’s colours, a wrong colour stays unchecked, done celebrates', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1280, height: 800 });
  await signUp(page, 'Nora Numbers', uniqueEmail('nora'));
  const pageId = await uploadPhotoPage(page);
  const palette = await apiGet<{ colors: string[] } | null>(page, `/api/pages/${pageId}/palette`);
  expect(palette?.colors.length).toBeGreaterThan(1);
  await openColoring(page, pageId);

  const toggle = page.getByRole('button', { name: 'Numbers' });
  await expect(toggle).toHaveAttribute('aria-pressed', 'false');
  // Keyboard: focus the toggle and press Enter.
  await toggle.focus();
  await page.keyboard.press('Enter');
  await expect(toggle).toHaveAttribute('aria-pressed', 'true');
  const counter = page.getByText(/^\d+ of \d+ regions$/);
  await expect(counter).toHaveText(/^0 of \d+ regions$/);
  const total = Number((await counter.textContent())!.match(/of (\d+)/)![1]);
  await expect.poll(async () => (await remainingMarks(page)).length).toBe(total);
  const marks = await remainingMarks(page);
  expect(total).toBeGreaterThan(5);
  // The wide photo leaves white above and below its frame on the square page: no number there.
  const frame = await page.getByRole('img', { name: /^Coloring page/ }).evaluate(async (img) => {
    const image = img as HTMLImageElement;
    await image.decode();
    const context = new OffscreenCanvas(1024, 1024).getContext('2d')!;
    context.drawImage(image, 0, 0, 1024, 1024);
    const { data } = context.getImageData(0, 0, 1024, 1024);
    const rows = [];
    for (let y = 0; y < 1024; y++)
      for (let x = 0; x < 1024; x++)
        if (data[(y * 1024 + x) * 4]! < 128) {
          rows.push(y);
          break;
        }
    return { top: rows[0]!, bottom: rows[rows.length - 1]! };
  });
  expect(frame.top).toBeGreaterThan(50);
  expect(frame.bottom).toBeLessThan(1024 - 50);
  for (const mark of marks) expect(mark.y > frame.top && mark.y < frame.bottom).toBe(true);

  // The numbered colours are the photo's own (those some region uses).
  const swatches = page.getByRole('group', { name: 'Numbered colours' }).getByRole('button');
  const count = await swatches.count();
  const colors: string[] = [];
  for (let i = 0; i < count; i++) {
    const rgb = await swatches.nth(i).evaluate((el) => getComputedStyle(el).backgroundColor);
    const [r, g, b] = rgb.match(/\d+/g)!.map(Number);
    colors.push(`#${[r, g, b].map((v) => v!.toString(16).padStart(2, '0')).join('')}`);
  }
  for (const hex of colors) expect(palette!.colors).toContain(hex);

  await page.screenshot({ path: test.info().outputPath('numbers-desktop.png') });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: test.info().outputPath('numbers-phone.png'), fullPage: true });
  await page.setViewportSize({ width: 1280, height: 800 });

  const tap = async (mark: Mark) => {
    const point = await clientPoint(page, mark.x, mark.y);
    await page.mouse.click(point.x, point.y);
  };
  const choose = (number: number) => swatches.nth(number - 1).click();

  // A wrong colour fills the region but leaves it unchecked; its number stays.
  const first = marks[0]!;
  const wrong = (first.number % count) + 1;
  await choose(wrong);
  await tap(first);
  await expect
    .poll(async () =>
      isColor(
        await layerPixel(page, Math.floor(first.x), Math.floor(first.y)),
        hexRgb(colors[wrong - 1]!),
        4,
      ),
    )
    .toBe(true);
  await expect(counter).toHaveText(`0 of ${total} regions`);
  expect(await remainingMarks(page)).toHaveLength(total);

  // The right colours, one number at a time.
  const byNumber = [...marks].sort((a, b) => a.number - b.number);
  let current = 0;
  for (const [i, mark] of byNumber.entries()) {
    if (mark.number !== current) {
      await choose(mark.number);
      current = mark.number;
    }
    await tap(mark);
    if (i === 0) await expect(counter).toHaveText(`1 of ${total} regions`);
  }
  await expect(counter).toHaveText(`${total} of ${total} regions`);
  await expect(page.getByRole('status').filter({ hasText: 'All done. Well done!' })).toBeVisible();
  // canvas-confetti draws on a canvas of its own over the page.
  await expect(page.locator('body > canvas')).toBeAttached();
  // Every number is gone from the overlay, and none was ever drawn into the colour layer.
  expect(await remainingMarks(page)).toHaveLength(0);
  for (const mark of marks)
    expect(
      isColor(
        await layerPixel(page, Math.floor(mark.x), Math.floor(mark.y)),
        hexRgb(colors[mark.number - 1]!),
        4,
      ),
    ).toBe(true);
  await page.screenshot({ path: test.info().outputPath('numbers-done.png') });
});

test('the numbered colours of a many-coloured photo page all show, in rows on a phone and beside the page on a wide screen; arrow keys move through them', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 390, height: 844 });
  await signUp(page, 'Pia Phone', uniqueEmail('pia'));
  await openColoring(page, await uploadPhotoPage(page, 'detailed'));
  await page.getByRole('button', { name: 'Numbers' }).click();
  await expect(page.getByText(/^0 of \d+ regions$/)).toBeVisible();
  const group = page.getByRole('group', { name: 'Numbered colours' });
  const swatches = group.getByRole('button');
  const count = await swatches.count();
  expect(count).toBeGreaterThan(12);

  /** Every colour on the screen at once, none hidden in a scrolled row, and the whole page in view. */
  const expectAllInView = async (width: number, height: number) => {
    expect(await group.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
    const boxes = await swatches.evaluateAll((buttons) =>
      buttons.map((button) => button.getBoundingClientRect().toJSON() as DOMRect),
    );
    for (const box of boxes) {
      expect(box.left).toBeGreaterThanOrEqual(0);
      expect(box.right).toBeLessThanOrEqual(width);
      expect(box.bottom).toBeLessThanOrEqual(height);
      expect(box.width).toBeGreaterThanOrEqual(32);
    }
    const canvas = (await drawingCanvas(page).boundingBox())!;
    expect(canvas.y + canvas.height).toBeLessThanOrEqual(height);
    return canvas;
  };
  // A phone: rows of colours above a page as wide as the screen.
  const onPhone = await expectAllInView(390, 844);
  expect(onPhone.width).toBeGreaterThan(340);
  await page.screenshot({ path: test.info().outputPath('numbers-many-phone.png') });

  // Keyboard: the arrows move across and down the grid, Enter picks the colour.
  await swatches.first().focus();
  await page.keyboard.press('ArrowRight');
  await expect(swatches.nth(1)).toBeFocused();
  const columns = await swatches.evaluateAll(
    (buttons) =>
      buttons.filter((b) => b.getBoundingClientRect().top === buttons[0]!.getBoundingClientRect().top).length,
  );
  expect(columns).toBeLessThan(count);
  await page.keyboard.press('ArrowDown');
  await expect(swatches.nth(1 + columns)).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(swatches.nth(1 + columns)).toHaveAttribute('aria-pressed', 'true');

  // A wide screen: the colours in a column beside the page, which keeps the screen's height.
  await page.setViewportSize({ width: 1280, height: 720 });
  const wide = await expectAllInView(1280, 720);
  expect((await group.boundingBox())!.x + (await group.boundingBox())!.width).toBeLessThan(wide.x);
  expect(wide.height).toBeGreaterThan(480);
  await page.screenshot({ path: test.info().outputPath('numbers-many-wide.png') });
});

test('on a phone the numbers are drawn at a readable size on screen, and zooming in shows more of them', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 390, height: 844 });
  await signUp(page, 'Zoe Zoom', uniqueEmail('zoe'));
  await openColoring(page, await uploadPhotoPage(page, 'detailed'));
  await page.getByRole('button', { name: 'Numbers' }).click();
  await expect(page.getByText(/^0 of \d+ regions$/)).toBeVisible();
  await expect.poll(async () => (await remainingMarks(page)).length).toBeGreaterThan(0);

  // At fit the 1024-px page is drawn about 358 px wide: numbers sized in page pixels would be
  // 3–4 px. Every number shown is at least 11 CSS px; the regions too small for that show none.
  const canvas = (await drawingCanvas(page).boundingBox())!;
  expect(canvas.width).toBeLessThan(400);
  const atFit = await remainingMarks(page);
  const shownAtFit = atFit.filter((mark) => mark.font > 0);
  expect(shownAtFit.length).toBeGreaterThan(5);
  expect(shownAtFit.length).toBeLessThan(atFit.length);
  for (const mark of shownAtFit) expect(mark.font).toBeGreaterThanOrEqual(11);
  // They are on the overlay: dark digit pixels round the biggest number's place on screen.
  const biggest = shownAtFit.sort((a, b) => b.font - a.font)[0]!;
  const darkPixels = await page.getByTestId('numbers-overlay').evaluate(
    (element, { x, y, font }) => {
      const overlay = element as HTMLCanvasElement;
      const ratio = overlay.width / overlay.clientWidth;
      const half = Math.ceil(font * 0.5 * ratio);
      const { data } = overlay
        .getContext('2d')!
        .getImageData(Math.round(x * ratio) - half, Math.round(y * ratio) - half, 2 * half, 2 * half);
      let count = 0;
      for (let i = 0; i < data.length; i += 4) if (data[i + 3]! > 200 && data[i]! < 100) count++;
      return count;
    },
    { x: (biggest.x / 1024) * canvas.width, y: (biggest.y / 1024) * canvas.height, font: biggest.font },
  );
  expect(darkPixels).toBeGreaterThan(10);
  await page.screenshot({ path: test.info().outputPath('numbers-zoom-phone-fit.png') });

  // Full size (the Zoom button) around the page's middle: in the part of the page now in view,
  // more numbers show than showed there at fit, each as big as before or bigger.
  await page.getByRole('button', { name: 'Zoom' }).click();
  const half = canvas.width / 2;
  const inView = (mark: Mark) => Math.abs(mark.x - 512) < half && Math.abs(mark.y - 512) < half;
  await expect
    .poll(async () => (await remainingMarks(page)).filter((mark) => inView(mark) && mark.font > 0).length)
    .toBeGreaterThan(shownAtFit.filter(inView).length);
  const zoomed = await remainingMarks(page);
  for (const mark of shownAtFit.filter(inView)) {
    const after = zoomed.find((z) => z.x === mark.x && z.y === mark.y)!;
    expect(after.font).toBeGreaterThanOrEqual(mark.font);
  }
  for (const mark of zoomed.filter((z) => z.font > 0)) expect(mark.font).toBeGreaterThanOrEqual(11);
  await page.screenshot({ path: test.info().outputPath('numbers-zoom-phone-full.png') });
  await page.getByRole('button', { name: 'Zoom' }).click();

  // The pixel ratio changes at the same CSS size (the browser's zoom, another screen): the
  // numbers are drawn again at the new ratio, sharp rather than scaled up from the old one.
  const overlayRatio = () =>
    page.getByTestId('numbers-overlay').evaluate((element) => {
      const overlay = element as HTMLCanvasElement;
      return overlay.width / overlay.clientWidth;
    });
  expect(await overlayRatio()).toBeCloseTo(1, 1);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setDeviceMetricsOverride', {
    width: 390,
    height: 844,
    deviceScaleFactor: 3,
    mobile: false,
  });
  // Emulation alone does not evaluate media queries again as a real change of ratio does; a
  // change of emulated media makes it.
  await cdp.send('Emulation.setEmulatedMedia', {
    features: [{ name: 'prefers-reduced-motion', value: 'no-preference' }],
  });
  await expect.poll(() => page.evaluate(() => window.devicePixelRatio)).toBe(3);
  await expect.poll(overlayRatio).toBeCloseTo(3, 1);
  await cdp.detach();

  // A phone on its side (a big one with the app's side menu, a small one without): the colours
  // sit beside the page, not above it, so the page starts in view right under the toolbar and
  // keeps its size.
  const colours = page.getByRole('group', { name: 'Numbered colours' });
  for (const [width, height] of [
    [844, 390],
    [667, 375],
  ] as const) {
    await page.setViewportSize({ width, height });
    await expect
      .poll(async () => {
        const group = (await colours.boundingBox())!;
        return group.x + group.width < (await drawingCanvas(page).boundingBox())!.x;
      })
      .toBe(true);
    const sideways = (await drawingCanvas(page).boundingBox())!;
    expect(sideways.width).toBeGreaterThanOrEqual(280);
    expect(sideways.x + sideways.width).toBeLessThanOrEqual(width);
    expect(sideways.y).toBeLessThan(260);
    expect((await colours.boundingBox())!.y).toBeLessThan(sideways.y + 40);
    await page.screenshot({ path: test.info().outputPath(`numbers-zoom-landscape-${width}.png`) });
  }
  await page.setViewportSize({ width: 1280, height: 720 });
  await page.screenshot({ path: test.info().outputPath('numbers-zoom-laptop.png') });
});

/** The text drawn on a PDF's sheets (its content streams inflated), and whether in the numbers' grey. */
async function pdfText(file: string): Promise<{ text: string; isGrey: boolean }[]> {
  const doc = await PDFDocument.load(await readFile(file));
  const out: { text: string; isGrey: boolean }[] = [];
  for (const [, object] of doc.context.enumerateIndirectObjects()) {
    if (!(object instanceof PDFRawStream) || object.dict.get(PDFName.of('Subtype'))) continue;
    const content = inflateSync(object.contents).toString('latin1');
    for (const m of content.matchAll(/([\d.]+) ([\d.]+) ([\d.]+) rg[^]*?<([0-9A-F]*)> Tj/g))
      out.push({
        text: Buffer.from(m[4]!, 'hex').toString('latin1'),
        isGrey: m[1] === '0.6' && m[2] === '0.6',
      });
  }
  return out;
}

/** Grey pixels (r = g = b within 8, 110–200: the printed numbers' #999) of a PNG file in a box. */
async function greyPixels(
  page: Page,
  file: string,
  box: { x: number; y: number; r: number },
): Promise<number> {
  const base64 = (await readFile(file)).toString('base64');
  return page.evaluate(
    async ({ base64, box }) => {
      const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
      const bitmap = await createImageBitmap(new Blob([bytes], { type: 'image/png' }));
      const context = new OffscreenCanvas(bitmap.width, bitmap.height).getContext('2d')!;
      context.drawImage(bitmap, 0, 0);
      const { data, width } = context.getImageData(0, 0, bitmap.width, bitmap.height);
      let count = 0;
      for (let y = Math.round(box.y - box.r); y <= box.y + box.r; y++)
        for (let x = Math.round(box.x - box.r); x <= box.x + box.r; x++) {
          const p = (y * width + x) * 4;
          const [r, g, b] = [data[p]!, data[p + 1]!, data[p + 2]!];
          if (Math.abs(r - g) < 8 && Math.abs(g - b) < 8 && r > 110 && r < 200) count++;
        }
      return count;
    },
    { base64, box },
  );
}

test('with Numbers on, the PNG download and the page PDF carry the numbers, small and grey', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const pageId = await ownerWithPage(page, 'Pim Printer');
  await makePaid(page, 'starter');
  await openColoring(page, pageId);
  const download = async () => {
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download', exact: true }).first().click();
    return (await (await downloading).path())!;
  };

  await page.getByRole('button', { name: 'Numbers' }).click();
  // A drawn page gets a palette of its own.
  await expect(page.getByText(/^0 of \d+ regions$/)).toBeVisible();
  await expect.poll(async () => (await remainingMarks(page)).length).toBeGreaterThan(0);
  const marks = await remainingMarks(page);
  await page.screenshot({ path: test.info().outputPath('numbers-drawn.png') });
  const biggest = marks.sort((a, b) => b.size - a.size)[0]!;
  const box = { x: biggest.x, y: biggest.y, r: Math.ceil(biggest.size * 0.5) };
  expect(await greyPixels(page, await download(), box)).toBeGreaterThan(5);

  // The PDF writes them too, in grey, beside its title.
  await page.getByRole('button', { name: 'PDF', exact: true }).click();
  const pdfDownload = page.waitForEvent('download');
  await page
    .getByRole('region', { name: 'PDF for printing' })
    .getByRole('button', { name: 'Download' })
    .click();
  const written = await pdfText((await (await pdfDownload).path())!);
  expect(written.filter((text) => text.isGrey)).toHaveLength(marks.length);

  // Numbers off: the same box of the download is clear.
  await page.getByRole('button', { name: 'Numbers' }).click();
  expect(await greyPixels(page, await download(), box)).toBe(0);
});
