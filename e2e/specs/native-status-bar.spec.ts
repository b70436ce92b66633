import { expect, test, type Page } from '@playwright/test';

import { signUp, uniqueEmail } from '../support/auth.ts';

/**
 * The status bar over the page (issue 14). On Android 15+ the app runs edge to edge and
 * Capacitor's SystemBars hands the bar's height to the page as `--safe-area-inset-top`; the app
 * then paints that strip in the status bar's colour (apps/web/src/lib/native-status-bar.ts sets
 * `--status-bar-color`) and keeps its header and menu below it. Here the inset is set as the
 * shell would; in a browser it is 0 and nothing moves.
 */

/** What sits over the top of the screen: the strip's height and colour, the menu button's top. */
async function topOfScreen(page: Page) {
  const strip = await page.evaluate(() => {
    const style = getComputedStyle(document.body, '::before');
    return { height: style.height, background: style.backgroundColor };
  });
  const button = await page.getByRole('button', { name: 'Open menu' }).boundingBox();
  return { strip, buttonTop: button?.y ?? -1 };
}

test('the header and the menu stay below a status bar the page runs under', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signUp(page, 'Stella Statusbar', uniqueEmail('statusbar'));

  const web = await topOfScreen(page);
  expect(web.strip.height).toBe('0px');
  expect(web.buttonTop).toBeGreaterThan(0);
  expect(web.buttonTop).toBeLessThan(32);

  await page.evaluate(() => {
    document.documentElement.style.setProperty('--safe-area-inset-top', '40px');
    document.documentElement.style.setProperty('--status-bar-color', '#7c3aed');
  });
  const edgeToEdge = await topOfScreen(page);
  expect(edgeToEdge.strip).toEqual({ height: '40px', background: 'rgb(124, 58, 237)' });
  // Moved down by the bar's height, the button is as far below the strip as it was below the top.
  expect(edgeToEdge.buttonTop).toBeCloseTo(web.buttonTop + 40, 0);

  await page.getByRole('button', { name: 'Open menu' }).click();
  const menu = await page.getByRole('link', { name: 'Public pages' }).boundingBox();
  expect(menu?.y ?? 0).toBeGreaterThan(40 + 64);
  await page.getByRole('link', { name: 'My pages' }).click();
  await expect(page).toHaveURL(/\/pages$/);
});
