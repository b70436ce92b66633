import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

import { describe, expect, it } from 'vitest';

import { decodeRgb } from './decode.ts';
import { readPixels } from './pixel-census.ts';
import { drawRegionBoundaries } from './region-lines.ts';
import { labelOpenPixels } from './run-labels.ts';
import { makeSuperpixels, SEGMENT_SETTINGS } from './segment.ts';
import { mergeSlivers } from './slivers.ts';
import { findSmallSubject, pasteRegions } from './subject-detail.ts';
import { renderLineArt } from './trace.ts';

const photo = (name: string) =>
  readFileSync(fileURLToPath(new URL(`../../../../../e2e/fixtures/photos/${name}`, import.meta.url)));

/** Colorable paper regions (150 px or more) lying wholly inside the page box `[x0, y0, x1, y1]`. */
async function closedRegionsInside(png: Buffer, [x0, y0, x1, y1]: readonly number[]): Promise<number> {
  const { gray, width, height } = await readPixels(png);
  const { labels, count, sizes } = labelOpenPixels(
    gray.map((v) => (v < 128 ? 1 : 0)),
    width,
    height,
  );
  const isInside = new Uint8Array(count).fill(1);
  for (let i = 0; i < labels.length; i++) {
    const label = labels[i] as number;
    if (label < 0) continue;
    const x = i % width;
    const y = (i - x) / width;
    if (x < (x0 as number) || x > (x1 as number) || y < (y0 as number) || y > (y1 as number))
      isInside[label] = 0;
  }
  let inside = 0;
  for (let k = 0; k < count; k++) if (isInside[k] && (sizes[k] as number) >= 150) inside++;
  return inside;
}

describe('a small subject segmented again at page scale', () => {
  // ladybird.jpg (800×500) on the page: 1024×640 from y = 192. The ladybird, about 100 px
  // across, sits on the stem round (720, 520); the blurred flowers round it score as subject
  // too, but further off.
  const ladybird = [650, 455, 790, 590] as const;

  it.each(['simple', 'medium'] as const)(
    'draws the ladybird’s head apart from its shell at %s detail',
    async (detail) => {
      // Before, the ladybird was one dome with one curve inside: 3 closed regions in its box
      // (dome, the shell's rim, the stem below), its head and shell band lost under the work
      // scale's smallest region.
      const regions = await closedRegionsInside(await renderLineArt(photo('ladybird.jpg'), detail), ladybird);
      expect(regions).toBeGreaterThanOrEqual(5);
    },
  );

  it('gives the nuthatch its wing, belly and beak at simple detail', async () => {
    // nuthatch.jpg (800×450) on the page: 1024×576 from y = 224; the bird hangs on the bark's
    // edge in this box, beak at (545, 590). Before: 4 regions, a bird that could not be named.
    const bird = [400, 410, 570, 620] as const;
    const regions = await closedRegionsInside(await renderLineArt(photo('nuthatch.jpg'), 'simple'), bird);
    expect(regions).toBeGreaterThanOrEqual(6);
  });

  it('finds the ladybird as the small subject, and no small subject on the sheep', async () => {
    const ladybirdBoxes = findSmallSubject(
      makeSuperpixels(await decodeRgb(photo('ladybird.jpg'), 512), SEGMENT_SETTINGS.medium),
    );
    // At work scale (512×320) the ladybird lies round (360, 164).
    expect(ladybirdBoxes).toBeDefined();
    const { core } = ladybirdBoxes as NonNullable<typeof ladybirdBoxes>;
    expect(core.x0).toBeLessThan(360);
    expect(core.x1).toBeGreaterThan(360);
    expect(core.y0).toBeLessThan(164);
    expect(core.y1).toBeGreaterThan(164);
    expect((core.x1 - core.x0) * (core.y1 - core.y0)).toBeLessThan(0.05 * 512 * 320);
    // The sheep fills a third of its picture: the work-scale pass gives it enough regions.
    expect(
      findSmallSubject(makeSuperpixels(await decodeRgb(photo('sheep.jpg'), 512), SEGMENT_SETTINGS.medium)),
    ).toBeUndefined();
  });

  it('pastes the fine regions over the page’s, each piece left a region of its own', () => {
    // A 6×4 page of two regions (left half 0, right half 1); a fine region over columns 1–4
    // of rows 1–2 cuts region 0 into a ring round it and region 1 likewise.
    const page = {
      labels: Int32Array.from({ length: 24 }, (_, i) => (i % 6 < 3 ? 0 : 1)),
      width: 6,
      height: 4,
      count: 2,
    };
    const fine = { box: { x0: 1, y0: 1, x1: 5, y1: 3 }, labels: new Int32Array(8).fill(0), count: 1 };
    const pasted = pasteRegions(page, fine);
    expect(pasted.count).toBe(3);
    expect(pasted.labels[1 * 6 + 2]).toBe(pasted.labels[2 * 6 + 3]);
    expect(pasted.isPasted[pasted.labels[1 * 6 + 2] as number]).toBe(1);
    expect(pasted.isPasted[pasted.labels[0] as number]).toBe(0);
    expect(page.labels[1 * 6 + 2]).toBe(0);
  });

  it('joins a sliver beside a pasted part to that part, not to the larger neighbour it shares more with', () => {
    // An 80×40 map: region 0 on the left, region 2 (a pasted part) on the right from x = 40, and
    // between them region 1, a sliver 2 px wide down x = 38–39 that also runs along the top of
    // region 0 (rows 0–1): its longest boundary is with region 0. A bird's old back, cut thin
    // by the pasted wing, went to the sky that way and the bird lost its outline.
    const width = 80;
    const height = 40;
    const labels = new Int32Array(width * height);
    for (let y = 0; y < height; y++)
      for (let x = 0; x < width; x++) labels[y * width + x] = x >= 40 ? 2 : x >= 38 || y < 2 ? 1 : 0;
    const map = { labels, width, height, count: 3 };
    const joined = mergeSlivers(map, drawRegionBoundaries(map, 2), 300, {
      isFine: Uint8Array.from([0, 0, 1]),
      minPaper: 225,
    });
    expect(joined).toBeDefined();
    const out = (joined as NonNullable<typeof joined>).labels;
    expect(out[20 * width + 38]).toBe(out[20 * width + 60]);
    expect(out[20 * width + 38]).not.toBe(out[20 * width + 10]);
  });
});
