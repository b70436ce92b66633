/**
 * Where each region's number goes: its pole of inaccessibility, the point farthest from the
 * region's border and from any line, found as the maximum of a distance transform of the region
 * map (`distance-transform.ts`: 3-4 chamfer, Borgefors 1986). Pure, runs in the numbers worker
 * (bench/numbers.bench.ts times it).
 */
import type { RegionMap } from '../engine/fill/region-map.ts';

import { CHAMFER_OVERSTATEMENT, CHAMFER_UNIT, chamferDistance } from './distance-transform.ts';

/** The part of the region map placement reads. */
export type SpotMap = Pick<RegionMap, 'width' | 'height' | 'labels' | 'regionCount' | 'lineCore'>;

/** Per label, index 0 unused; a region with no free pixel at all has radius 0. */
export interface NumberSpots {
  /** Centre of the spot's pixel, canvas pixels. */
  x: Float32Array;
  y: Float32Array;
  /**
   * Distance (pixels) from the spot to the nearest pixel of a line's dark core, of another
   * region or of the page's edge: a circle of this radius around the spot is free.
   */
  radius: Float32Array;
}

/** Smallest number drawn, canvas pixels: a region whose spot cannot hold it is a sliver. */
export const MIN_NUMBER_FONT = 10;
/** Largest number drawn, canvas pixels (big regions get no giant digits). */
export const MAX_NUMBER_FONT = 36;
/**
 * Font size per free radius. Two digits of a sans-serif font are about 1.2 em wide and 0.72 em
 * tall (cap height), so their box's half-diagonal is about 0.67 em: a font of radius / 0.67
 * fits the circle; 1.5 leaves a pixel's margin after `radius − 1`.
 */
export const FONT_PER_RADIUS = 1.5;
/** Share of a region's deepest radius a spot may give up to sit nearer the region's middle. */
const DEEP_ENOUGH = 0.85;

/**
 * The font size (canvas pixels) of a number in a circle of free `radius`, or 0 for a sliver (a
 * region too narrow to hold a readable number: no number, and it does not count).
 */
export function numberFontSize(radius: number): number {
  const size = Math.floor((radius - 1) * FONT_PER_RADIUS);
  return size < MIN_NUMBER_FONT ? 0 : Math.min(MAX_NUMBER_FONT, size);
}

/**
 * Finds every region's number spot. Obstacles are the lines' dark cores, every pixel next to a
 * pixel of another region (labels meet under the middle of a line), label 0 and the page's edge.
 * @returns the spot of each label 1…regionCount.
 */
export function findNumberSpots(map: SpotMap): NumberSpots {
  const { width, height, labels, lineCore, regionCount } = map;
  // The search runs on 2×2 blocks (a quarter of the pixels, about 4× faster): a block is free
  // when none of its pixels is an obstacle, and then all four share one label (two touching
  // pixels of different labels are both obstacles). Numbers need no finer place than 2 px.
  const bw = width >> 1;
  const bh = height >> 1;
  const blocked = new Uint8Array(bw * bh);
  const blockLabel = new Int32Array(bw * bh);
  const block = (x: number, y: number) => (y >> 1) * bw + (x >> 1);
  for (let y = 0; y < bh * 2; y++) {
    const row = y * width;
    for (let x = 0; x < bw * 2; x++) {
      const i = row + x;
      const label = labels[i]!;
      if ((x & 1) === 0 && (y & 1) === 0) blockLabel[block(x, y)] = label;
      if (label === 0 || lineCore[i] === 1 || x === 0 || y === 0 || x >= width - 1 || y >= height - 1) {
        blocked[block(x, y)] = 1;
        continue;
      }
      if (labels[i + 1] !== label) {
        blocked[block(x, y)] = 1;
        if (x + 1 < bw * 2) blocked[block(x + 1, y)] = 1;
      }
      if (labels[i + width] !== label) {
        blocked[block(x, y)] = 1;
        if (y + 1 < bh * 2) blocked[block(x, y + 1)] = 1;
      }
    }
  }
  for (let bx = 0; bx < bw; bx++) blocked[bx] = blocked[(bh - 1) * bw + bx] = 1;
  for (let by = 0; by < bh; by++) blocked[by * bw] = blocked[by * bw + bw - 1] = 1;
  const distance = chamferDistance(blocked, bw, bh);

  // The deepest block of each region, and the region's centroid (in blocks).
  const best = new Uint16Array(regionCount + 1);
  const sumX = new Float64Array(regionCount + 1);
  const sumY = new Float64Array(regionCount + 1);
  const count = new Int32Array(regionCount + 1);
  for (let by = 0, i = 0; by < bh; by++) {
    for (let bx = 0; bx < bw; bx++, i++) {
      const label = blockLabel[i]!;
      if (distance[i]! > best[label]!) best[label] = distance[i]!;
      sumX[label]! += bx;
      sumY[label]! += by;
      count[label]!++;
    }
  }
  // A long region's maximum is a ridge: of the blocks nearly as deep (DEEP_ENOUGH of the
  // radius), take the one nearest the centroid, so the number sits in the middle of the ridge.
  const deepEnough = new Float32Array(regionCount + 1);
  const cx = new Float32Array(regionCount + 1);
  const cy = new Float32Array(regionCount + 1);
  for (let label = 1; label <= regionCount; label++) {
    deepEnough[label] = best[label]! * DEEP_ENOUGH;
    cx[label] = sumX[label]! / Math.max(1, count[label]!);
    cy[label] = sumY[label]! / Math.max(1, count[label]!);
  }
  const at = new Int32Array(regionCount + 1).fill(-1);
  const nearest = new Float32Array(regionCount + 1).fill(Infinity);
  for (let by = 0, i = 0; by < bh; by++) {
    for (let bx = 0; bx < bw; bx++, i++) {
      const d = distance[i]!;
      if (d === 0) continue;
      const label = blockLabel[i]!;
      if (d < deepEnough[label]!) continue;
      const dx = bx - cx[label]!;
      const dy = by - cy[label]!;
      const far = dx * dx + dy * dy;
      if (far < nearest[label]!) {
        nearest[label] = far;
        at[label] = i;
      }
    }
  }
  const spots: NumberSpots = {
    x: new Float32Array(regionCount + 1),
    y: new Float32Array(regionCount + 1),
    radius: new Float32Array(regionCount + 1),
  };
  for (let label = 1; label <= regionCount; label++) {
    const i = at[label]!;
    if (i < 0) continue;
    // The block's centre is the corner its four pixels share; the nearest obstacle pixel lies at
    // least 2 px a block step away, less the 1.5 px from that corner to a block's far pixels.
    spots.x[label] = (i % bw) * 2 + 1;
    spots.y[label] = Math.floor(i / bw) * 2 + 1;
    spots.radius[label] = Math.max(0, (2 * distance[i]!) / CHAMFER_UNIT / CHAMFER_OVERSTATEMENT - 1.5);
  }
  return spots;
}
