import sharp from 'sharp';
import { describe, expect, it } from 'vitest';

import { componentSizes, isPureBlackAndWhite, readPixels } from '../line-art/pixel-census.ts';

import { generateOfflinePage } from './generate.ts';
import { renderOfflinePage } from './render-page.ts';

async function expectColourablePage(image: Buffer): Promise<void> {
  expect(await sharp(image).metadata()).toMatchObject({ format: 'png', width: 1024, height: 1024 });
  const pixels = await readPixels(image);
  expect(isPureBlackAndWhite(pixels)).toBe(true);
  expect(componentSizes(pixels, 255, 4).filter((size) => size >= 500).length).toBeGreaterThanOrEqual(6);
  expect(componentSizes(pixels, 0, 8).filter((size) => size < 20)).toHaveLength(0);
}

describe('generateOfflinePage', () => {
  it('draws the same bytes for the same prompt', async () => {
    const first = await generateOfflinePage('A happy cat reading a book in the garden');
    const second = await generateOfflinePage('A happy cat reading a book in the garden');
    expect(second.image.equals(first.image)).toBe(true);
    expect(first).toMatchObject({ generator: 'offline', title: 'A happy cat reading a book in the garden' });
  });

  it('draws on a worker thread the same page as on this thread, without stalling the event loop', async () => {
    for (const prompt of ['A dragon guarding its treasure near a castle', '   ']) {
      const [pooled, inThread] = await Promise.all([generateOfflinePage(prompt), renderOfflinePage(prompt)]);
      expect(Buffer.isBuffer(pooled.image)).toBe(true);
      expect(pooled.image.equals(inThread.image)).toBe(true);
      expect(pooled).toEqual(inThread);
    }
    // The worker has started: now the event loop turns while a page is drawn, in no long stall.
    let isDone = false;
    const drawn = generateOfflinePage('A rocket in outer space').finally(() => {
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

  it('draws different pages for different prompts', async () => {
    const cat = await generateOfflinePage('A cat in the garden');
    const rocket = await generateOfflinePage('A rocket in outer space');
    const pixelsA = await readPixels(cat.image);
    const pixelsB = await readPixels(rocket.image);
    let differing = 0;
    for (let i = 0; i < pixelsA.gray.length; i++) if (pixelsA.gray[i] !== pixelsB.gray[i]) differing++;
    expect(differing / pixelsA.gray.length).toBeGreaterThan(0.02);
  });

  it.each([
    'A dragon guarding its treasure near a castle',
    'A fish and a submarine under the sea',
    'A rocket in space',
  ])('makes a pure black-and-white page with closed regions for "%s"', async (prompt) => {
    await expectColourablePage((await generateOfflinePage(prompt)).image);
  });

  it('still makes a page from words it cannot draw', async () => {
    const page = await generateOfflinePage('blorf zibble quux');
    await expectColourablePage(page.image);
    expect(page.title).toBe('Blorf zibble quux');
  });

  it('titles an empty prompt from what it drew, and cuts long prompts at a word', async () => {
    expect((await generateOfflinePage('   ')).title).toMatch(/^A [a-z ]+ (in|on|at|under|high)\b/);
    const long = await generateOfflinePage(`A cat ${'with a very long tail '.repeat(10)}`);
    expect(long.title.length).toBeLessThanOrEqual(81);
    expect(long.title.endsWith('…')).toBe(true);
  });
});
