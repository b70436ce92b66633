import type { PixelImage, Rect } from '../types.ts';

import { growLabels } from './grow-labels.ts';
import { labelOpenComponents } from './label-components.ts';
import { classifyPixels, LINE, luminanceOnWhite } from './line-mask.ts';

/**
 * The regions of a page, computed once per illustration (see `computeRegionMap`). Every field
 * is a number or a typed array, so the map crosses `postMessage` by transfer, without a copy.
 */
export interface RegionMap {
  width: number;
  height: number;
  /** Label of each pixel, row-major: 1…regionCount, 0 where no region exists (an all-line page). */
  labels: Int32Array;
  regionCount: number;
  /** Per label, stride 4: minX, minY, maxX + 1, maxY + 1 (index 0 unused). */
  bounds: Int32Array;
  /** Pixels per label (index 0 unused). */
  areas: Int32Array;
  /** Horizontal runs of each label, stride 3: y, x0, x1 (exclusive), grouped by label. */
  runs: Int32Array;
  /** Runs of label L are runs[3·runOffsets[L] … 3·runOffsets[L+1]). Length regionCount + 2. */
  runOffsets: Int32Array;
  /**
   * 1 where the pixel is a line's dark core (luminance on white below `LINE_CORE_LUMINANCE`),
   * 0 elsewhere, row-major: what a stroke kept inside the lines never paints.
   */
  lineCore: Uint8Array;
}

export interface RegionMapOptions {
  /** Luminance on white (0–255) below which a pixel is line; anti-aliased greys count. Default 240. */
  lineThreshold?: number;
  /** Widest gap in a line (pixels) that still separates two regions. Default 6. */
  maxGap?: number;
}

export const DEFAULT_LINE_THRESHOLD = 240;
/**
 * Luminance on white below which a line pixel is the line's dark core rather than its
 * anti-aliased rim (the "pale" cut of bench/fill.bench.ts): a fill and a clipped stroke colour
 * the rim, so no pale halo shows along the line, but a clipped stroke leaves the core alone.
 */
export const LINE_CORE_LUMINANCE = 128;
export const DEFAULT_MAX_GAP = 6;

/**
 * Builds the region map of an illustration (black lines on white, RGBA, any alpha):
 * line mask → gaps up to `maxGap` closed by a disk dilation → 4-connected labelling of the open
 * background → labels grown back into gaps, thin regions and under the lines (see
 * `growLabels`; tiny pockets cut off only by anti-aliased greys join their region) → per-region
 * bounds, areas and runs, so a fill writes straight from the map; and the lines' dark cores.
 * Pure and synchronous (≈40–60 ms at 1024×1024): run it in `region-map.worker.ts` on a page.
 */
export function computeRegionMap(illustration: PixelImage, options: RegionMapOptions = {}): RegionMap {
  const { width, height } = illustration;
  const mask = classifyPixels(
    illustration,
    options.lineThreshold ?? DEFAULT_LINE_THRESHOLD,
    options.maxGap ?? DEFAULT_MAX_GAP,
  );
  const labels = new Int32Array(width * height);
  const seedCount = labelOpenComponents(mask, width, height, labels);
  const { data } = illustration;
  const luminance = (i: number) => luminanceOnWhite(data, i * 4);
  const regionCount = growLabels(mask, width, height, labels, seedCount, luminance);
  const lineCore = new Uint8Array(width * height);
  for (let i = 0; i < lineCore.length; i++)
    if (mask[i] === LINE && luminance(i) < LINE_CORE_LUMINANCE) lineCore[i] = 1;
  return {
    width,
    height,
    labels,
    regionCount,
    ...summarizeRegions(labels, width, height, regionCount),
    lineCore,
  };
}

/** Bounds, areas and label-grouped runs from a label map, in one pass plus a bucket pass. */
function summarizeRegions(labels: Int32Array, width: number, height: number, regionCount: number) {
  const bounds = new Int32Array((regionCount + 1) * 4);
  for (let l = 1; l <= regionCount; l++) {
    bounds[l * 4] = width;
    bounds[l * 4 + 1] = height;
  }
  const areas = new Int32Array(regionCount + 1);
  const runCounts = new Int32Array(regionCount + 2);
  let scratch = new Int32Array(1 << 17); // y, x0, x1, label
  let runCount = 0;

  for (let y = 0; y < height; y++) {
    const row = y * width;
    let x = 0;
    while (x < width) {
      const label = labels[row + x]!;
      const x0 = x;
      while (x < width && labels[row + x] === label) x++;
      if (label === 0) continue;
      if ((runCount + 1) * 4 > scratch.length) {
        const bigger = new Int32Array(scratch.length * 2);
        bigger.set(scratch);
        scratch = bigger;
      }
      const s = runCount * 4;
      scratch[s] = y;
      scratch[s + 1] = x0;
      scratch[s + 2] = x;
      scratch[s + 3] = label;
      runCount++;
      runCounts[label]!++;
      areas[label]! += x - x0;
      const b = label * 4;
      if (x0 < bounds[b]!) bounds[b] = x0;
      if (y < bounds[b + 1]!) bounds[b + 1] = y;
      if (x > bounds[b + 2]!) bounds[b + 2] = x;
      bounds[b + 3] = y + 1;
    }
  }

  const runOffsets = new Int32Array(regionCount + 2);
  for (let l = 1; l <= regionCount + 1; l++) runOffsets[l] = runOffsets[l - 1]! + runCounts[l - 1]!;
  const cursor = runOffsets.slice();
  const runs = new Int32Array(runCount * 3);
  for (let r = 0; r < runCount; r++) {
    const at = cursor[scratch[r * 4 + 3]!]!++ * 3;
    runs[at] = scratch[r * 4]!;
    runs[at + 1] = scratch[r * 4 + 1]!;
    runs[at + 2] = scratch[r * 4 + 2]!;
  }
  return { bounds, areas, runs, runOffsets };
}

/** The label under a canvas point, 0 outside the canvas or where no region exists. */
export function regionAt(map: RegionMap, x: number, y: number): number {
  const px = Math.floor(x);
  const py = Math.floor(y);
  if (px < 0 || py < 0 || px >= map.width || py >= map.height) return 0;
  return map.labels[py * map.width + px]!;
}

/** Bounding rectangle of a region, or null for label 0 or an unknown label. */
export function regionBounds(map: RegionMap, label: number): Rect | null {
  if (label <= 0 || label > map.regionCount) return null;
  const b = label * 4;
  const x = map.bounds[b]!;
  const y = map.bounds[b + 1]!;
  return { x, y, width: map.bounds[b + 2]! - x, height: map.bounds[b + 3]! - y };
}

/** Typed arrays to list as `postMessage` transferables. */
export function regionMapBuffers(map: RegionMap): ArrayBuffer[] {
  return [map.labels, map.bounds, map.areas, map.runs, map.runOffsets, map.lineCore].map(
    (a) => a.buffer as ArrayBuffer,
  );
}

/**
 * Runs `computeRegionMap` a few times on a small synthetic page (a grid of lines with gaps) so
 * the JIT has compiled its loops before the first real page: call it once when the worker
 * starts. Takes some tens of milliseconds; returns nothing.
 */
export function warmUpRegionMap(rounds = 12): void {
  const size = 256;
  const data = new Uint8ClampedArray(size * size * 4).fill(255);
  for (let i = 0; i < size; i++) {
    for (let k = 16; k < size; k += 32) {
      // A vertical and a horizontal grey-edged line every 32 pixels, with 4-pixel gaps.
      if (i % 64 < 60) {
        for (const [x, y, grey] of [
          [k, i, 0],
          [k + 1, i, 128],
          [i, k, 0],
          [i, k + 1, 128],
        ] as const) {
          const p = (y * size + x) * 4;
          data[p] = data[p + 1] = data[p + 2] = grey;
        }
      }
    }
  }
  for (let r = 0; r < rounds; r++) computeRegionMap({ width: size, height: size, data });
}
