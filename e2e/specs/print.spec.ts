import { readFile } from 'node:fs/promises';

import { expect, test, type Page } from '@playwright/test';

import { mouseStroke, openColoring, ownerWithPage } from '../support/coloring.ts';
import { makePaid } from '../support/paid.ts';

/**
 * The sheet sizes (points) of a PDF file, and whether it has the line mask and a colored layer, read from its text: the server
 * writes every object plainly (no object streams), so no PDF library is needed here.
 */
async function readPdf(path: string) {
  const text = (await readFile(path)).toString('latin1');
  expect(text.slice(0, 5)).toBe('%PDF-');
  const sheets = [...text.matchAll(/\/MediaBox \[\s*0 0 ([\d.]+) ([\d.]+)\s*\]/g)].map((m) => ({
    width: Number(m[1]),
    height: Number(m[2]),
  }));
  return { sheets, hasLines: text.includes('/ImageMask true'), isColored: text.includes('/DCTDecode') };
}

const pdfPanel = (page: Page) => page.getByRole('region', { name: 'PDF for printing' });

/** The top window's record of the frames whose print() was called (see the init script). */
type PrintLog = Window & { printedFrames?: string[] };

test.use({ locale: 'en-US' });

test.beforeEach(async ({ page }) => {
  // In every frame, print() records the frame's address in the top window instead of opening a
  // dialog headless Chromium cannot show.
  await page.addInitScript(() => {
    // print is the global object's own method (WebIDL [Global]): replaced on each window.
    window.print = () => {
      const top = window.top as PrintLog;
      top.printedFrames = [...(top.printedFrames ?? []), window.location.href];
    };
  });
});

test('a paid user downloads and prints a colored page as a print-ready PDF, on Letter then A4', async ({
  page,
}) => {
  const pageId = await ownerWithPage(page, 'Pia Printer');
  await makePaid(page, 'starter');
  await openColoring(page, pageId);
  // Strokes not saved yet: the PDF prints what the screen shows.
  await mouseStroke(page, 300);
  await mouseStroke(page, 700);

  await page.getByRole('button', { name: 'PDF', exact: true }).click();
  const panel = pdfPanel(page);
  // en-US prints on US Letter.
  await expect(panel.getByRole('radio', { name: 'US Letter' })).toBeChecked();
  const downloading = page.waitForEvent('download');
  await panel.getByRole('button', { name: 'Download' }).click();
  const download = await downloading;
  // Named for the page's title (the uploaded file's name).
  expect(download.suggestedFilename()).toBe('sleeping cat.pdf');
  const letter = await readPdf((await download.path())!);
  expect(letter.sheets).toEqual([{ width: 612, height: 792 }]);
  // The colored layer (a JPEG) under the 1-bit line mask.
  expect(letter).toMatchObject({ hasLines: true, isColored: true });

  // A4 is one click away, and remembered.
  await panel.getByText('A4', { exact: true }).click();
  await expect(panel.getByRole('radio', { name: 'A4' })).toBeChecked();
  const again = page.waitForEvent('download');
  await panel.getByRole('button', { name: 'Download' }).click();
  const a4 = await readPdf((await (await again).path())!);
  expect(a4.sheets).toEqual([{ width: 595.28, height: 841.89 }]);
  // Print opens the print dialog for the PDF alone, from a hidden frame: no new tab, nothing
  // the CSP refuses. Headless Chromium shows no dialog; the frame's print() call is recorded.
  const popups: string[] = [];
  page.on('popup', (popup) => popups.push(popup.url()));
  const refused: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) refused.push(message.text());
  });
  await panel.getByRole('button', { name: 'Print' }).click();
  const frame = page.locator('iframe[title="PDF to print"]');
  await expect(frame).toHaveAttribute('src', /^blob:/);
  await expect(frame).toBeHidden();
  await expect
    .poll(() => page.evaluate(() => (window as PrintLog).printedFrames ?? []))
    .toEqual([expect.stringMatching(/^blob:/)]);
  expect(popups).toEqual([]);
  expect(refused).toEqual([]);

  await page.reload();
  await page.getByRole('button', { name: 'PDF', exact: true }).click();
  await expect(pdfPanel(page).getByRole('radio', { name: 'A4' })).toBeChecked();
});

test('a free user asking for a PDF is sent to checkout', async ({ page }) => {
  const pageId = await ownerWithPage(page, 'Fern Free');
  await openColoring(page, pageId);
  await page.getByRole('button', { name: 'PDF', exact: true }).click();
  await pdfPanel(page).getByRole('button', { name: 'Download' }).click();
  await expect(page.getByText('Download is only available on the paid plan.')).toBeVisible();
  await expect(page).toHaveURL(/\/checkout$/);
});
