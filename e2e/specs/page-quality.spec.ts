import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

import { expect, test, type Page } from '@playwright/test';

import { signUp, uniqueEmail } from '../support/auth.ts';
import { apiGet, chooseColor, clientPoint, isColor, layerPixel, type Rgba } from '../support/coloring.ts';

const ladybird = fileURLToPath(new URL('../fixtures/photos/ladybird.jpg', import.meta.url));
/** The offline generator's drawing library: ids, titles and keywords of every entry. */
const LIBRARY = JSON.parse(
  readFileSync(
    fileURLToPath(
      new URL('../../apps/server/src/providers/offline/library/drawings/library.json', import.meta.url),
    ),
    'utf8',
  ),
) as { entries: { id: string; keywords: string[] }[] };

const BLUE: [number, number, number] = [0x3b, 0x82, 0xf6]; // the palette's blue

interface ReadPage {
  generation: { method: string; detail?: string; drawings?: string[] } | null;
  illustration: string;
}

/**
 * Two white points of the page's illustration that lie in different regions: the centre of
 * the largest white square found near the middle of the page, and a white point the flood
 * from it does not reach. Computed in the page from the illustration's own pixels.
 */
async function twoRegions(
  page: Page,
): Promise<{ inside: [number, number]; outside: [number, number]; size: number }> {
  return page.getByRole('img', { name: /coloring page/i }).evaluate((el) => {
    const img = el as HTMLImageElement;
    const canvas = document.createElement('canvas');
    canvas.width = img.naturalWidth;
    canvas.height = img.naturalHeight;
    const ctx = canvas.getContext('2d')!;
    ctx.drawImage(img, 0, 0);
    const { data, width, height } = ctx.getImageData(0, 0, canvas.width, canvas.height);
    const white = (x: number, y: number) => data[(y * width + x) * 4]! > 200;
    // A point whose 17×17 neighbourhood is all paper, closest to the middle.
    let best: [number, number] | null = null;
    let bestDistance = Infinity;
    for (let y = 24; y < height - 24; y += 6)
      for (let x = 24; x < width - 24; x += 6) {
        let clear = true;
        for (let dy = -8; dy <= 8 && clear; dy += 2)
          for (let dx = -8; dx <= 8 && clear; dx += 2) clear = white(x + dx, y + dy);
        const distance = Math.hypot(x - width / 2, y - height / 2);
        if (clear && distance < bestDistance) {
          best = [x, y];
          bestDistance = distance;
        }
      }
    if (!best) throw new Error('no region found');
    const seen = new Uint8Array(width * height);
    const stack = [best[1] * width + best[0]];
    seen[stack[0]!] = 1;
    let size = 0;
    while (stack.length > 0) {
      const p = stack.pop()!;
      size++;
      const x = p % width;
      const y = (p - x) / width;
      for (const [nx, ny] of [
        [x + 1, y],
        [x - 1, y],
        [x, y + 1],
        [x, y - 1],
      ] as const) {
        if (nx < 0 || ny < 0 || nx >= width || ny >= height) continue;
        const q = ny * width + nx;
        if (!seen[q] && white(nx, ny)) {
          seen[q] = 1;
          stack.push(q);
        }
      }
    }
    for (let y = 40; y < height - 40; y += 7)
      for (let x = 40; x < width - 40; x += 7)
        if (
          white(x, y) &&
          !seen[y * width + x] &&
          white(x + 3, y) &&
          white(x - 3, y) &&
          white(x, y + 3) &&
          white(x, y - 3)
        )
          return { inside: best, outside: [x, y] as [number, number], size };
    throw new Error('the page has one region only');
  });
}

for (const level of ['Simple', 'Detailed'] as const) {
  test(`a photo converted at ${level} becomes a page whose regions take a fill`, async ({ page }) => {
    await signUp(page, `Dee ${level}`, uniqueEmail(`detail-${level.toLowerCase()}`));
    await page.goto('/pages/create/upload');
    await page.getByLabel('Picture').setInputFiles(ladybird);
    await page.getByRole('switch', { name: 'Convert to line art' }).click();
    const detail = page.getByRole('group', { name: 'Detail' });
    await expect(detail.getByRole('radio', { name: /Medium/ })).toBeChecked();
    await detail.getByRole('radio', { name: new RegExp(level) }).check();
    await page.getByRole('button', { name: 'Create page' }).click();
    await expect(page).toHaveURL(/\/pages\/[^/]+\/color$/);
    await expect(page.getByText('Made from your photo')).toBeVisible();
    const pageId = page.url().split('/').at(-2)!;
    const read = await apiGet<ReadPage>(page, `/api/pages/${pageId}/read`);
    expect(read.generation).toEqual({ method: 'photo', detail: level.toLowerCase() });

    const image = page.getByRole('img', { name: /coloring page/i });
    await expect.poll(() => image.evaluate((el) => (el as HTMLImageElement).complete)).toBe(true);
    const { inside, outside, size } = await twoRegions(page);
    expect(size).toBeGreaterThan(150); // a region big enough to color
    expect(size).toBeLessThan(1024 * 1024 * 0.5); // and not the whole sheet

    await chooseColor(page, 'blue');
    await page.getByRole('button', { name: 'Fill' }).click();
    const tap = await clientPoint(page, inside[0], inside[1]);
    await page.mouse.click(tap.x, tap.y);
    await expect.poll(async () => isColor(await layerPixel(page, inside[0], inside[1]), BLUE)).toBe(true);
    await expect(page.getByText('Preparing fill…')).toBeHidden();
    const untouched: Rgba = await layerPixel(page, outside[0], outside[1]);
    expect(untouched[3]).toBe(0);
  });
}

test('a prompt naming subjects in the library gives a page that shows them', async ({ page }) => {
  await signUp(page, 'Lib Rary', uniqueEmail('library'));
  await page.goto('/pages/create/ai');
  await page.getByLabel('Prompt').fill('A cat playing guitar on the moon');
  await page.getByRole('button', { name: 'Generate' }).click();
  await expect(page).toHaveURL(/\/pages\/[^/]+\/color$/);
  await expect(page.getByText('Drawn from our library')).toBeVisible();
  const pageId = page.url().split('/').at(-2)!;
  const read = await apiGet<ReadPage>(page, `/api/pages/${pageId}/read`);
  expect(read.generation?.method).toBe('library');
  const keywordsShown = (read.generation?.drawings ?? []).flatMap(
    (id) => LIBRARY.entries.find((entry) => entry.id === id)?.keywords ?? [],
  );
  expect(keywordsShown).toContain('cat');
  expect(keywordsShown).toContain('guitar');

  // "Try another" makes another page from the same prompt with the next seed.
  await page.getByRole('button', { name: 'Try another' }).click();
  await expect(page).not.toHaveURL(new RegExp(`/pages/${pageId}/color$`));
  await expect(page.getByText('Drawn from our library')).toBeVisible();
  const otherId = page.url().split('/').at(-2)!;
  const other = await apiGet<ReadPage & { prompt: string }>(page, `/api/pages/${otherId}/read`);
  expect(other).toMatchObject({
    prompt: 'A cat playing guitar on the moon',
    generation: { method: 'library', seed: 1 },
  });
});
