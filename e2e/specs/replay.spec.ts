import { readFile } from 'node:fs/promises';

import { expect, test, type Page } from '@playwright/test';

import {
  apiGet,
  chooseColor,
  drawingCanvas,
  isColor,
  layerPixel,
  mouseStroke,
  openColoring,
  ownerWithPage,
  paintAcrossLines,
} from '../support/coloring.ts';
import { makePaid } from '../support/paid.ts';

const RED: [number, number, number] = [0xef, 0x44, 0x44];

/** A checksum of every pixel of the colour layer (FNV-1a over the RGBA bytes). */
async function layerChecksum(page: Page): Promise<number> {
  return drawingCanvas(page).evaluate((canvas) => {
    const { width, height } = canvas as HTMLCanvasElement;
    const data = (canvas as HTMLCanvasElement).getContext('2d')!.getImageData(0, 0, width, height).data;
    let hash = 0x811c9dc5;
    for (let i = 0; i < data.length; i++) hash = Math.imul(hash ^ data[i]!, 0x01000193);
    return hash >>> 0;
  });
}

/** One pixel of the replay's canvas, or null when there is no replay on screen. */
async function replayPixel(page: Page, x: number, y: number): Promise<number[] | null> {
  const canvas = page.getByTestId('replay-canvas');
  if ((await canvas.count()) === 0) return null;
  return canvas.evaluate(
    (node, [px, py]) =>
      Array.from((node as HTMLCanvasElement).getContext('2d')!.getImageData(px!, py!, 1, 1).data),
    [x, y],
  );
}

/** Colors the page (two strokes, an undo and a redo), saves it and reopens it. */
async function colorSaveAndReopen(page: Page, name: string): Promise<{ pageId: string; photo: string }> {
  const pageId = await ownerWithPage(page, name);
  await openColoring(page, pageId);
  await chooseColor(page, 'red');
  await mouseStroke(page, 300);
  await chooseColor(page, 'blue');
  await mouseStroke(page, 600, 300, 700);
  await page.getByRole('button', { name: 'Undo' }).click();
  await page.getByRole('button', { name: 'Redo' }).click();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Page has been saved')).toBeVisible();
  const saved = await apiGet<{ colored: { photo: string } | null }>(page, `/api/pages/${pageId}/read`);
  const log = await apiGet<{ log: string | null }>(page, `/api/coloreds/${pageId}/log`);
  // The log is saved beside the layer: a replay log file ("HBR1"…), kilobytes for four operations.
  expect(Buffer.from(log.log!, 'base64').subarray(0, 4).toString()).toBe('HBR1');
  expect(Buffer.from(log.log!, 'base64').length).toBeLessThan(4096);

  await page.reload();
  return { pageId, photo: saved.colored!.photo };
}

test.describe.configure({ mode: 'serial' });

test.beforeEach(async ({ page }) => {
  await paintAcrossLines(page);
});

test('a saved page reopens as saved (no replay), Replay plays it back and leaves the page unchanged', async ({
  page,
}) => {
  const { pageId, photo } = await colorSaveAndReopen(page, 'Rita Replay');
  // Shown at once from the saved layer: the colours are there and no replay runs.
  await expect.poll(async () => isColor(await layerPixel(page, 500, 300), RED)).toBe(true);
  await expect(page.getByTestId('replay-canvas')).toHaveCount(0);
  const replay = page.getByRole('button', { name: 'Replay', exact: true });
  await expect(replay).toBeEnabled();
  const before = await layerChecksum(page);
  const save = page.getByRole('button', { name: 'Save' });
  await expect(save).toBeDisabled();

  // Keyboard: choose 1× and start it with Enter.
  await page.getByLabel('Speed').selectOption('1');
  await replay.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('status').filter({ hasText: 'Replaying…' })).toBeVisible();
  await expect(drawingCanvas(page)).toBeHidden();
  // The first stroke appears on the replay canvas (full colour, drawn at 50% on screen).
  await expect
    .poll(async () => {
      const pixel = await replayPixel(page, 500, 300);
      return pixel !== null && isColor(pixel as [number, number, number, number], RED);
    })
    .toBe(true);

  // It plays to the end by itself and gives the page back as it was.
  await expect(page.getByTestId('replay-canvas')).toHaveCount(0, { timeout: 20_000 });
  await expect(drawingCanvas(page)).toBeVisible();
  expect(await layerChecksum(page)).toBe(before);
  await expect(save).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Undo' })).toBeDisabled();

  // Stopped with Escape at the top speed too: the same page again.
  await page.getByLabel('Speed').selectOption('top');
  await replay.click();
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('replay-canvas')).toHaveCount(0);
  expect(await layerChecksum(page)).toBe(before);
  // Nothing was saved by replaying.
  const after = await apiGet<{ colored: { photo: string } | null }>(page, `/api/pages/${pageId}/read`);
  expect(after.colored?.photo).toBe(photo);
});

test('Export video (a download): a free user gets the paid-plan message and /checkout; a paid user a WebM', async ({
  page,
}) => {
  const { pageId } = await colorSaveAndReopen(page, 'Vera Video');
  await page.getByRole('button', { name: 'Export video' }).click();
  await expect(page.getByText('Download is only available on the paid plan.')).toBeVisible();
  await expect(page).toHaveURL(/\/checkout$/);

  await makePaid(page);
  await openColoring(page, pageId);
  await page.getByLabel('Speed').selectOption('top');
  const downloading = page.waitForEvent('download', { timeout: 30_000 });
  await page.getByRole('button', { name: 'Export video' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Recording the replay' })).toBeVisible();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`coloring-replay-${pageId}.webm`);
  const file = await readFile((await download.path())!);
  // A WebM (Matroska EBML header) with frames in it.
  expect(file.subarray(0, 4).toString('hex')).toBe('1a45dfa3');
  expect(file.length).toBeGreaterThan(1000);
});
