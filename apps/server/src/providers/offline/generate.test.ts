import { DETAIL_LEVELS, DETAIL_REGION_RANGES } from '@huebook/shared/constants';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';

import { measurePagePng } from '../line-art/page-quality.ts';
import { readPixels, type Pixels } from '../line-art/pixel-census.ts';

import { generateOfflinePage } from './generate.ts';
import { libraryEntry } from './library/library.ts';
import { composeOfflineScene, renderOfflinePage } from './render-page.ts';

/** Whether one of the page's drawings shows `keyword` (an entry's keywords, not its id). */
function shows(drawings: readonly string[], keyword: string): boolean {
  return drawings.some((id) => libraryEntry(id)?.keywords.includes(keyword));
}

/**
 * White pieces (4-connected, 150 px to `maxArea` px: an eye, a nose, a mouth) lying wholly
 * inside `box` on a page.
 */
function smallPiecesInside(
  page: Pixels,
  box: { left: number; right: number; top: number; bottom: number },
  maxArea: number,
): number {
  const { width, height, gray } = page;
  const seen = new Uint8Array(width * height);
  let count = 0;
  for (let start = 0; start < width * height; start++) {
    if (seen[start] || (gray[start] as number) < 128) continue;
    const stack = [start];
    seen[start] = 1;
    let area = 0;
    let isInside = true;
    while (stack.length > 0) {
      const i = stack.pop() as number;
      area++;
      const x = i % width;
      const y = (i - x) / width;
      if (x < box.left || x > box.right || y < box.top || y > box.bottom) isInside = false;
      for (const j of [i - 1, i + 1, i - width, i + width]) {
        if (j < 0 || j >= width * height || Math.abs((j % width) - x) > 1) continue;
        if (seen[j] || (gray[j] as number) < 128) continue;
        seen[j] = 1;
        stack.push(j);
      }
    }
    if (isInside && area >= 150 && area <= maxArea) count++;
  }
  return count;
}

async function expectColourablePage(image: Buffer): Promise<number> {
  expect(await sharp(image).metadata()).toMatchObject({
    format: 'png',
    width: 1024,
    height: 1024,
    channels: 1,
  });
  const quality = await measurePagePng(image);
  expect(quality.isPureBlackAndWhite).toBe(true);
  expect(quality.specks).toBe(0);
  expect(quality.closedWhiteShare).toBeGreaterThanOrEqual(0.95);
  return quality.regions;
}

async function differingShare(a: Buffer, b: Buffer): Promise<number> {
  const [pixelsA, pixelsB] = await Promise.all([readPixels(a), readPixels(b)]);
  let differing = 0;
  for (let i = 0; i < pixelsA.gray.length; i++) if (pixelsA.gray[i] !== pixelsB.gray[i]) differing++;
  return differing / pixelsA.gray.length;
}

/**
 * The sun's disc on a page: the white 4-connected region near the top that is round (its box
 * square, filling π/4 of it) and 80–130 px across; its centre and radius, px.
 */
function findSunDisc(page: Pixels): { x: number; y: number; r: number } | null {
  const { gray, width } = page;
  const seen = new Uint8Array(gray.length);
  for (let start = 0; start < width * 300; start++) {
    if (seen[start] || gray[start] !== 255) continue;
    const stack = [start];
    seen[start] = 1;
    let [area, left, right, top, bottom] = [0, width, 0, page.height, 0];
    while (stack.length > 0) {
      const i = stack.pop() as number;
      const [x, y] = [i % width, Math.floor(i / width)];
      area++;
      [left, right, top, bottom] = [
        Math.min(left, x),
        Math.max(right, x),
        Math.min(top, y),
        Math.max(bottom, y),
      ];
      for (const j of [x > 0 ? i - 1 : -1, x < width - 1 ? i + 1 : -1, i - width, i + width])
        if (j >= 0 && j < gray.length && !seen[j] && gray[j] === 255) {
          seen[j] = 1;
          stack.push(j);
        }
    }
    const [w, h] = [right - left + 1, bottom - top + 1];
    const fill = area / (w * h);
    if (w >= 80 && w <= 130 && Math.abs(w - h) <= 4 && fill > 0.74 && fill < 0.83)
      return { x: (left + right) / 2, y: (top + bottom) / 2, r: w / 2 };
  }
  return null;
}

describe('renderOfflinePage', () => {
  it('keeps the sun’s rays on a Simple page', async () => {
    for (const prompt of ['A cat in the garden', 'A horse on the farm', 'A pig in the mud']) {
      const scene = await composeOfflineScene(prompt, { detail: 'simple' });
      expect(scene.features, prompt).toContain('sun');
      const page = await readPixels((await renderOfflinePage(prompt, { detail: 'simple' })).image);
      const disc = findSunDisc(page);
      expect(disc, prompt).not.toBeNull();
      if (!disc) continue;
      // Round the disc, half as far out again, a circle crosses each ray's two sides.
      let crossings = 0;
      let wasInk = false;
      for (let step = 0; step <= 720; step++) {
        const angle = (step / 720) * 2 * Math.PI;
        const x = Math.round(disc.x + 1.5 * disc.r * Math.cos(angle));
        const y = Math.round(disc.y + 1.5 * disc.r * Math.sin(angle));
        const isInk = page.gray[y * page.width + x] === 0;
        if (isInk && !wasInk && step > 0) crossings++;
        wasInk = isInk;
      }
      expect(crossings, prompt).toBeGreaterThanOrEqual(16);
    }
  });

  it('draws the setting alone, in its level’s range, for an animal it cannot draw where no thing fits', async () => {
    for (const detail of DETAIL_LEVELS) {
      const [min, max] = DETAIL_REGION_RANGES[detail];
      const page = await renderOfflinePage('A griffin in a castle', { detail });
      expect(page.drawings, detail).toEqual([]);
      const regions = await expectColourablePage(page.image);
      expect(regions, detail).toBeGreaterThanOrEqual(min);
      expect(regions, detail).toBeLessThanOrEqual(max);
    }
  });

  it.each(DETAIL_LEVELS)('draws a closed black-and-white page with a %s count of regions', async (detail) => {
    const [min, max] = DETAIL_REGION_RANGES[detail];
    for (const prompt of ['A cat playing guitar on the moon', 'a jellyfish under the sea']) {
      const page = await renderOfflinePage(prompt, { detail });
      const regions = await expectColourablePage(page.image);
      expect(regions, prompt).toBeGreaterThanOrEqual(min);
      expect(regions, prompt).toBeLessThanOrEqual(max);
    }
  });

  it('keeps every level in its range for scenes with open skies, busy gardens and plain subjects', async () => {
    // Pages that once fell outside: a rocket alone in space, a snowman, a train on hills.
    const cases = [
      ['A rocket in space', 0],
      ['A snowman in the snow', 2],
      ['A dog playing with a ball in the garden', 2],
      ['A unicorn in the clouds', 1],
      ['A boat on the sea', 1],
      // The fishing boat (the clip art trawler before it drew 38–39 regions at Medium).
      ['A boat on the sea', 2],
      ['A fishing boat', 0],
    ] as const;
    for (const detail of DETAIL_LEVELS) {
      const [min, max] = DETAIL_REGION_RANGES[detail];
      for (const [prompt, seed] of cases) {
        const regions = await expectColourablePage((await renderOfflinePage(prompt, { seed, detail })).image);
        expect(regions, `${prompt} #${seed} ${detail}`).toBeGreaterThanOrEqual(min);
        expect(regions, `${prompt} #${seed} ${detail}`).toBeLessThanOrEqual(max);
      }
    }
  });

  it('draws what the prompt names: a cat with a guitar; a dragon, a book and an apple tree', async () => {
    const cat = await renderOfflinePage('a cat playing guitar on the moon');
    expect(shows(cat.drawings.slice(0, 1), 'cat')).toBe(true);
    expect(shows(cat.drawings, 'guitar')).toBe(true);
    const dragon = await renderOfflinePage('a friendly dragon reading a book under an apple tree', {
      seed: 3,
    });
    expect(shows(dragon.drawings.slice(0, 1), 'dragon')).toBe(true);
    expect(shows(dragon.drawings, 'book')).toBe(true);
    expect(shows(dragon.drawings, 'apple tree')).toBe(true);
    expect(dragon).toMatchObject({ kind: 'scene', generator: 'offline' });
  });

  it('keeps the subject’s face on a Simple page: eyes, nose and mouth of a monkey in a tree', async () => {
    for (const [prompt, seed, features] of [
      ['A monkey in a tree', 0, 4],
      ['A monkey in a tree', 1, 4],
      ['A girl with a kite', 0, 3],
    ] as const) {
      const options = { seed, detail: 'simple' as const };
      const page = await renderOfflinePage(prompt, options);
      const main = (await composeOfflineScene(prompt, options)).placements.find((p) => p.role === 'main');
      if (!main) throw new Error(`${prompt}: no main subject`);
      const width = (main.height * main.entry.width) / main.entry.height;
      // The middle of the face: rows 15–45 % down the subject, columns within 20 % of its centre.
      const face = {
        left: main.x - 0.2 * width,
        right: main.x + 0.2 * width,
        top: main.bottom - 0.85 * main.height,
        bottom: main.bottom - 0.55 * main.height,
      };
      const pixels = await readPixels(page.image);
      const count = smallPiecesInside(pixels, face, 2500);
      expect(count, `${prompt} seed ${seed}`).toBeGreaterThanOrEqual(features);
    }
  });

  it('draws a horse jumping a fence when the prompt says so, and says when it has no such pose', async () => {
    for (const prompt of ['A horse jumping', 'a jumping horse on the farm', 'Two horses leaping']) {
      const page = await renderOfflinePage(prompt);
      expect(page.drawings[0], prompt).toBe('jumping-horse');
      expect(page.missing, prompt).toBeUndefined();
    }
    // A plain horse prompt keeps the horse standing, whatever the seed.
    for (const seed of [0, 1, 2, 3]) {
      const page = await renderOfflinePage('A horse on the farm', { seed });
      expect(page.drawings, `seed ${seed}`).not.toContain('jumping-horse');
    }
    const cat = await renderOfflinePage('A cat jumping');
    expect(cat.drawings[0]).toBe('cat');
    expect(cat.missing).toEqual({ subjects: ['a jumping cat'], shows: 'a cat in the garden' });
  });

  it('draws the same bytes for the same prompt and seed, another page for another seed', async () => {
    const first = await renderOfflinePage('three ducks on a pond', { seed: 5 });
    const again = await renderOfflinePage('three ducks on a pond', { seed: 5 });
    const other = await renderOfflinePage('three ducks on a pond', { seed: 6 });
    expect(again.image.equals(first.image)).toBe(true);
    expect(await differingShare(first.image, other.image)).toBeGreaterThan(0.02);
  });

  it('draws a mandala prompt as a pattern page', async () => {
    const page = await renderOfflinePage('a mandala for adults');
    expect(page).toMatchObject({ kind: 'pattern', drawings: [], title: 'A mandala for adults' });
    const regions = await expectColourablePage(page.image);
    expect(regions).toBeGreaterThanOrEqual(DETAIL_REGION_RANGES.detailed[0]);
  });

  it('still draws a page from words it cannot draw, titled with the prompt', async () => {
    const page = await renderOfflinePage('blorf zibble quux');
    await expectColourablePage(page.image);
    expect(page.title).toBe('Blorf zibble quux');
    expect(page.drawings.length).toBeGreaterThan(0);
  });

  it('titles a blank prompt from what it drew, and cuts long prompts at a word', async () => {
    const blank = await renderOfflinePage('   ', { detail: 'simple' });
    await expectColourablePage(blank.image);
    const subject = libraryEntry(blank.drawings[0] ?? '')?.keywords[0] ?? '?';
    expect(blank.title.toLowerCase()).toMatch(new RegExp(`^an? ${subject} (in|on|at|under)\\b`));
    const long = await renderOfflinePage(`A cat ${'with a very long tail '.repeat(10)}`, {
      detail: 'simple',
    });
    expect(long.title.length).toBeLessThanOrEqual(81);
    expect(long.title.endsWith('…')).toBe(true);
  });
});

describe('generateOfflinePage', () => {
  it('draws on a worker thread the same page as on this thread, without stalling the event loop', async () => {
    const prompt = 'A rocket in outer space';
    const [pooled, inThread] = await Promise.all([generateOfflinePage(prompt), renderOfflinePage(prompt)]);
    expect(Buffer.isBuffer(pooled.image)).toBe(true);
    expect(pooled).toEqual(inThread);
    // The worker has started: now the event loop turns while a page is drawn, in no long stall.
    let isDone = false;
    const drawn = generateOfflinePage('A dog in the garden').finally(() => {
      isDone = true;
    });
    const start = performance.now();
    let last = start;
    let stallMs = 0;
    while (!isDone) {
      await new Promise<void>((resolve) => setImmediate(resolve));
      stallMs = Math.max(stallMs, performance.now() - last);
      last = performance.now();
    }
    await drawn;
    expect(stallMs).toBeLessThan((performance.now() - start) / 2);
  });
});
