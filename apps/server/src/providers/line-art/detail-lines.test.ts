import { describe, expect, it } from 'vitest';

import { findEdgeChains, pickDetailChains } from './detail-edges.ts';
import { drawDetailLines } from './detail-lines.ts';
import type { InkMask } from './gray-image.ts';
import type { LabImage } from './lab.ts';
import { measurePage } from './page-quality.ts';

/** A 100×100 grey picture (L* 50) with a dark ring (L* 10) round (50, 50), radius 20, 2 px wide. */
function ringPicture(): LabImage {
  const width = 100;
  const height = 100;
  const l = new Float32Array(width * height).fill(50);
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      const r = Math.hypot(x - 50, y - 50);
      if (r >= 19 && r <= 21) l[y * width + x] = 10;
    }
  return { l, a: new Float32Array(width * height), b: new Float32Array(width * height), width, height };
}

/** A 200×200 page (the picture at 2×) with only a frame 4 px wide: one region. */
function framedPage(): InkMask {
  const width = 200;
  const height = 200;
  const ink = new Uint8Array(width * height);
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++)
      if (x < 4 || y < 4 || x >= width - 4 || y >= height - 4) ink[y * width + x] = 1;
  return { ink, width, height };
}

const toGray = (mask: InkMask) => mask.ink.map((v) => (v ? 0 : 255));
const settings = { minLength: 10, maxLines: 10, minSubject: 0.5 };

describe('detail lines', () => {
  it('draw a strong closed edge on the subject as a closed shape: a region more, no ends, no specks', () => {
    const picture = ringPicture();
    const chains = findEdgeChains(picture, new Float32Array(100 * 100).fill(1));
    const ids = pickDetailChains(chains, settings);
    expect(ids.length).toBeGreaterThan(0);
    const page = framedPage();
    const before = measurePage(toGray(page), 200, 200).regions;
    drawDetailLines(page, chains, ids, settings.maxLines, 2, 7, 80, 150);
    const after = measurePage(toGray(page), 200, 200);
    expect(after.regions).toBeGreaterThan(before);
    expect(after).toMatchObject({ specks: 0, openEnds: 0 });
    // The inside of the ring is a region of its own.
    expect(page.ink[100 * 200 + 100]).toBe(0);
    expect(page.ink.subarray(100 * 200 + 20, 100 * 200 + 100).includes(1)).toBe(true);
  });

  it('are left off the background', () => {
    const chains = findEdgeChains(ringPicture(), new Float32Array(100 * 100));
    expect(pickDetailChains(chains, settings)).toEqual([]);
  });

  it('are not drawn along an outline already there', () => {
    const picture = ringPicture();
    const chains = findEdgeChains(picture, new Float32Array(100 * 100).fill(1));
    const page = framedPage();
    // The ring is already an outline on the page (radius 40 at 2×, 4 px wide).
    for (let y = 0; y < 200; y++)
      for (let x = 0; x < 200; x++)
        if (Math.abs(Math.hypot(x - 100, y - 100) - 40) <= 2) page.ink[y * 200 + x] = 1;
    const inkBefore = page.ink.reduce((sum, v) => sum + v, 0);
    drawDetailLines(page, chains, pickDetailChains(chains, settings), settings.maxLines, 2, 7, 80, 150);
    expect(page.ink.reduce((sum, v) => sum + v, 0)).toBe(inkBefore);
  });
});
