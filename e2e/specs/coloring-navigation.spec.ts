import { expect, test, type Page } from '@playwright/test';

import {
  clientPoint,
  confirmationToast,
  drawingCanvas,
  isColor,
  layerPixel,
  mouseStroke,
  openColoring,
  ownerWithPage,
  paintAcrossLines,
  paintedPixelCount,
} from '../support/coloring.ts';

const BLACK: [number, number, number] = [0, 0, 0];
const UNSAVED = 'You have unsaved changes. Leave without saving?';

/** Opens the coloring screen from the 'My pages' list, so Back (and browser back) return there. */
async function openFromMyPages(page: Page, pageId: string): Promise<void> {
  await page.goto('/pages');
  await page.locator(`a[href="/pages/${pageId}/color"]`).first().click();
  await expect(drawingCanvas(page)).toHaveClass(/cursor-/);
}

async function canvasBox(page: Page): Promise<{ x: number; y: number; width: number }> {
  const box = (await drawingCanvas(page).boundingBox())!;
  return { x: box.x, y: box.y, width: box.width };
}

test.describe.configure({ mode: 'serial' });

// These strokes cross the page's lines on purpose; "Stay inside lines" has its own spec.
test.beforeEach(async ({ page }) => {
  await paintAcrossLines(page);
});

test('leaving unsaved changes asks first: Cancel keeps the drawing, Yes, proceed leaves', async ({
  page,
}) => {
  const pageId = await ownerWithPage(page, 'Una Unsaved');
  await openFromMyPages(page, pageId);
  await mouseStroke(page, 300);
  await expect(page.getByRole('button', { name: 'Save' })).toBeEnabled();

  // The toolbar's Back asks, and Cancel stays with the drawing.
  await page.getByRole('button', { name: 'Back' }).click();
  const toast = confirmationToast(page);
  await expect(toast).toContainText(UNSAVED);
  await expect(page).toHaveURL(new RegExp(`/pages/${pageId}/color$`));
  await toast.getByRole('button', { name: 'Cancel' }).click();
  await expect(toast).toBeHidden();
  await expect(page).toHaveURL(new RegExp(`/pages/${pageId}/color$`));
  expect(isColor(await layerPixel(page, 500, 300), BLACK)).toBe(true);

  // So does the browser's back, and a link of the menu.
  await page.evaluate(() => window.history.back());
  await expect(toast).toContainText(UNSAVED);
  await expect(page).toHaveURL(new RegExp(`/pages/${pageId}/color$`));
  await toast.getByRole('button', { name: 'Cancel' }).click();
  await page.getByRole('link', { name: 'Public pages' }).first().click();
  await expect(toast).toContainText(UNSAVED);
  await toast.getByRole('button', { name: 'Cancel' }).click();
  await expect(toast).toBeHidden();
  expect(isColor(await layerPixel(page, 500, 300), BLACK)).toBe(true);

  // Yes, proceed leaves for where Back leads.
  await page.getByRole('button', { name: 'Back' }).click();
  await toast.getByRole('button', { name: 'Yes, proceed' }).click();
  await expect(page).toHaveURL(/\/pages$/);
  await expect(toast).toBeHidden();
});

test('after Save, or with nothing changed, Back leaves without asking', async ({ page }) => {
  const pageId = await ownerWithPage(page, 'Sam Saved');
  await openColoring(page, pageId);
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page).toHaveURL(/\/pages\/public$/);
  await expect(confirmationToast(page)).toHaveCount(0);

  await openColoring(page, pageId);
  await mouseStroke(page, 300);
  const save = page.getByRole('button', { name: 'Save' });
  await save.click();
  await expect(page.getByText('Page has been saved')).toBeVisible();
  await expect(save).toBeDisabled();
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page).toHaveURL(/\/pages\/public$/);
  await expect(confirmationToast(page)).toHaveCount(0);
});

test('closing or reloading with unsaved changes asks the browser first (beforeunload)', async ({ page }) => {
  const pageId = await ownerWithPage(page, 'Rita Reload');
  await openColoring(page, pageId);
  await mouseStroke(page, 300);

  // Closing the tab asks; staying keeps the drawing.
  const closing = page.waitForEvent('dialog');
  await page.close({ runBeforeUnload: true });
  const question = await closing;
  expect(question.type()).toBe('beforeunload');
  await question.dismiss();
  expect(page.isClosed()).toBe(false);
  expect(isColor(await layerPixel(page, 500, 300), BLACK)).toBe(true);

  // Reloading asks too; leaving reloads a page that was never saved, which opens blank.
  const asked: string[] = [];
  page.on('dialog', (dialog) => {
    asked.push(dialog.type());
    void dialog.accept();
  });
  await page.reload();
  expect(asked).toEqual(['beforeunload']);
  await expect(drawingCanvas(page)).toHaveClass(/cursor-/);
  expect(await paintedPixelCount(page)).toBe(0);

  // Nothing to lose: no question.
  await page.reload();
  await expect(drawingCanvas(page)).toHaveClass(/cursor-/);
  expect(asked).toEqual(['beforeunload']);
});

test('a zoomed page pans with Space+drag and with the middle button, painting nothing', async ({ page }) => {
  const pageId = await ownerWithPage(page, 'Hana Hand');
  await openColoring(page, pageId);
  const zoom = page.getByRole('button', { name: 'Zoom' });
  await zoom.click();
  await expect.poll(async () => (await canvasBox(page)).width).toBeCloseTo(1024, 0);
  const canvas = drawingCanvas(page);
  const start = await canvasBox(page);

  // Space over the page holds the hand; the focused Zoom button is not pressed again.
  const centre = await clientPoint(page, 512, 512);
  await page.mouse.move(centre.x, centre.y);
  await page.keyboard.down('Space');
  await expect(canvas).toHaveClass(/cursor-grab\b/);
  await page.mouse.down();
  await page.mouse.move(centre.x - 150, centre.y - 100, { steps: 10 });
  await expect(canvas).toHaveClass(/cursor-grabbing/);
  await page.mouse.up();
  await page.keyboard.up('Space');
  await expect(canvas).toHaveCSS('cursor', 'crosshair');
  await expect(zoom).toHaveAttribute('aria-pressed', 'true');
  const panned = await canvasBox(page);
  expect(panned.x - start.x).toBeCloseTo(-150, 0);
  expect(panned.y - start.y).toBeCloseTo(-100, 0);

  // The middle button pans too.
  await page.mouse.move(centre.x, centre.y);
  await page.mouse.down({ button: 'middle' });
  await page.mouse.move(centre.x + 100, centre.y + 60, { steps: 10 });
  await page.mouse.up({ button: 'middle' });
  const back = await canvasBox(page);
  expect(back.x - panned.x).toBeCloseTo(100, 0);
  expect(back.y - panned.y).toBeCloseTo(60, 0);

  // Neither drag painted, and nothing waits to be saved.
  expect(await paintedPixelCount(page)).toBe(0);
  await expect(page.getByRole('button', { name: 'Undo' })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Save' })).toBeDisabled();

  // With Space up, the same drag paints again.
  await mouseStroke(page, 512, 400, 600);
  expect(isColor(await layerPixel(page, 500, 512), BLACK)).toBe(true);
});

test('Space typed in a text field is not taken for the hand', async ({ page }) => {
  const pageId = await ownerWithPage(page, 'Tess Typing');
  await openColoring(page, pageId);
  // A text field elsewhere on the screen (as a search box would be).
  await page.evaluate(() => {
    const field = document.createElement('input');
    field.setAttribute('aria-label', 'Note');
    field.style.cssText = 'position:fixed;top:0;left:0;z-index:100';
    document.body.append(field);
  });
  const field = page.getByRole('textbox', { name: 'Note' });
  await field.click();
  const centre = await clientPoint(page, 512, 512);
  await page.mouse.move(centre.x, centre.y);
  await page.keyboard.type('a b');
  await expect(field).toHaveValue('a b');
  await expect(drawingCanvas(page)).not.toHaveClass(/cursor-grab/);
});
