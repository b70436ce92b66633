import { mergeSmallRegions, relabelCompact } from './label-regions.ts';

/**
 * Turns a coloured clip-art rendering into a label map of flat-colour regions (build time
 * only, see `scripts/build-drawing-library.ts`). Steps, on an RGBA raster rendered without
 * anti-aliasing:
 * 1. **outside**: transparent or paper-white pixels 4-connected to the raster's edge, with dark
 *    lines thickened by `GAP_RADIUS` so small gaps in an outline do not leak (label 0);
 * 2. **lines**: dark grey pixels (luma < `INK_LUMA`) in strokes thinner than `2 × SOLID_RADIUS + 1`;
 *    dark areas thicker than that are fills (a black cat's body stays a region);
 * 3. **fills**: 4-connected region growing where neighbouring pixels differ by at most
 *    `STEP_TOLERANCE` (sum of |ΔR|+|ΔG|+|ΔB|), so a gradient is one region, not stripes;
 * 4. line pixels join the nearest fill (breadth-first), so only lines between two different
 *    fills survive as boundaries: open hatching strokes vanish;
 * 5. fills smaller than `minArea` pixels or thinner than `minThickness` are merged into the
 *    neighbour they share the longest border with.
 */

/** Pixels darker than this luma (0–255, Rec. 601), with no channel above `INK_MAX`, are ink. */
const INK_LUMA = 90;
/** Saturated dark colours (a royal blue has luma 64) are fills, not ink. */
const INK_MAX = 120;
/** Ink that survives an erosion of this radius (pixels) is a solid dark fill, not a line. */
const SOLID_RADIUS = 14;
/** Gaps in outlines up to about twice this (pixels) do not let the outside leak in. */
const GAP_RADIUS = 3;
/** Paper-white: every channel at least this. White joined to the raster's edge is outside. */
const PAPER = 240;
/** A separate dark blob under this share of the raster (0–1) with a core is a fill (an eye). */
const DOT_SHARE = 0.015;
/** Radius (pixels) a dark blob's core must have to count as a fill rather than a stroke. */
const DOT_RADIUS = 3;
/** Largest |ΔR|+|ΔG|+|ΔB| between neighbouring pixels of one region. */
const STEP_TOLERANCE = 18;

export interface RgbaRaster {
  /** 4 bytes per pixel, row-major, straight (not premultiplied) alpha. */
  data: Uint8Array;
  width: number;
  height: number;
}

export interface SegmentOptions {
  /** Regions under this many pixels are merged away. */
  minArea: number;
  /** Regions with no pixel this far (pixels) from their border are merged away. */
  minThickness: number;
  /** Most regions kept; the smallest are merged until this holds (≤ 255 for 8-bit storage). */
  maxRegions: number;
}

/** Label map: 0 outside, 1..regions inside. */
export interface Segmentation {
  labels: Int32Array;
  width: number;
  height: number;
  regions: number;
}

export function segmentDrawing(raster: RgbaRaster, options: SegmentOptions): Segmentation {
  const { width, height, data } = raster;
  const n = width * height;
  const rgb = new Int16Array(n * 3);
  const opaque = new Uint8Array(n);
  const ink = new Uint8Array(n);
  for (let i = 0; i < n; i++) {
    const a = (data[i * 4 + 3] as number) / 255;
    for (let c = 0; c < 3; c++) rgb[i * 3 + c] = Math.round((data[i * 4 + c] as number) * a + 255 * (1 - a));
    if (a >= 0.5) opaque[i] = 1;
    const luma =
      0.299 * (rgb[i * 3] as number) +
      0.587 * (rgb[i * 3 + 1] as number) +
      0.114 * (rgb[i * 3 + 2] as number);
    const max = Math.max(rgb[i * 3] as number, rgb[i * 3 + 1] as number, rgb[i * 3 + 2] as number);
    if (opaque[i] === 1 && luma < INK_LUMA && max < INK_MAX) ink[i] = 1;
  }

  const labels = new Int32Array(n).fill(-1);
  const ring = dilateBox(ink, width, height, GAP_RADIUS);
  const barrier = new Uint8Array(ring);
  const paper = new Uint8Array(n);
  for (let i = 0; i < n; i++) {
    const isWhite =
      Math.min(rgb[i * 3] as number, rgb[i * 3 + 1] as number, rgb[i * 3 + 2] as number) >= PAPER;
    if (isWhite || opaque[i] === 0) paper[i] = 1;
    else barrier[i] = 1;
  }
  floodOutside(barrier, labels, width, height);
  // The halo of paper the thickened lines kept from the flood is outside too.
  growOutside(labels, (i) => paper[i] === 1 && ring[i] === 1, width, GAP_RADIUS + 1);

  const solid = dilateBox(erodeBox(ink, width, height, SOLID_RADIUS), width, height, SOLID_RADIUS);
  markDots(ink, solid, width, height);
  const isLine = (i: number) => ink[i] === 1 && solid[i] === 0;

  // Region growing over fills.
  let next = 1;
  const queue = new Int32Array(n);
  for (let start = 0; start < n; start++) {
    if (labels[start] !== -1 || isLine(start)) continue;
    const label = next++;
    let head = 0;
    let tail = 0;
    queue[tail++] = start;
    labels[start] = label;
    while (head < tail) {
      const p = queue[head++] as number;
      const x = p % width;
      for (const q of [p - 1, p + 1, p - width, p + width]) {
        if (q < 0 || q >= n || (q === p - 1 && x === 0) || (q === p + 1 && x === width - 1)) continue;
        if (labels[q] !== -1 || isLine(q)) continue;
        const d =
          Math.abs((rgb[p * 3] as number) - (rgb[q * 3] as number)) +
          Math.abs((rgb[p * 3 + 1] as number) - (rgb[q * 3 + 1] as number)) +
          Math.abs((rgb[p * 3 + 2] as number) - (rgb[q * 3 + 2] as number));
        if (d > STEP_TOLERANCE) continue;
        labels[q] = label;
        queue[tail++] = q;
      }
    }
  }

  growIntoUnlabelled(labels, width, height);
  const merged = mergeSmallRegions({ labels, width, height }, options);
  return relabelCompact(merged);
}

/** Marks label 0 on pixels outside `barrier` reachable from the raster's edge. */
function floodOutside(opaque: Uint8Array, labels: Int32Array, width: number, height: number): void {
  const n = width * height;
  const queue = new Int32Array(n);
  let tail = 0;
  for (let i = 0; i < n; i++) {
    const x = i % width;
    const y = (i - x) / width;
    const isEdge = x === 0 || y === 0 || x === width - 1 || y === height - 1;
    if (isEdge && opaque[i] === 0) {
      labels[i] = 0;
      queue[tail++] = i;
    }
  }
  for (let head = 0; head < tail; head++) {
    const p = queue[head] as number;
    const x = p % width;
    for (const q of [p - 1, p + 1, p - width, p + width]) {
      if (q < 0 || q >= n || (q === p - 1 && x === 0) || (q === p + 1 && x === width - 1)) continue;
      if (labels[q] !== -1 || opaque[q] === 1) continue;
      labels[q] = 0;
      queue[tail++] = q;
    }
  }
}

/**
 * Marks as solid each small, separate dark blob (an eye, a nostril, a spot): an 8-connected
 * ink component under `DOT_SHARE` of the raster with some pixel `DOT_RADIUS` deep inside.
 */
function markDots(ink: Uint8Array, solid: Uint8Array, width: number, height: number): void {
  const n = ink.length;
  const deep = erodeBox(ink, width, height, DOT_RADIUS);
  const seen = new Uint8Array(n);
  const queue = new Int32Array(n);
  for (let start = 0; start < n; start++) {
    if (ink[start] !== 1 || seen[start] === 1) continue;
    let tail = 0;
    let isDeep = false;
    queue[tail++] = start;
    seen[start] = 1;
    for (let head = 0; head < tail; head++) {
      const p = queue[head] as number;
      if (deep[p] === 1) isDeep = true;
      const x = p % width;
      for (let dy = -1; dy <= 1; dy++) {
        for (let dx = -1; dx <= 1; dx++) {
          const q = p + dy * width + dx;
          if (q < 0 || q >= n || (dx === -1 && x === 0) || (dx === 1 && x === width - 1)) continue;
          if (ink[q] !== 1 || seen[q] === 1) continue;
          seen[q] = 1;
          queue[tail++] = q;
        }
      }
    }
    if (isDeep && tail < n * DOT_SHARE) for (let k = 0; k < tail; k++) solid[queue[k] as number] = 1;
  }
}

/** Grows label 0 into unlabelled pixels where `canGrow`, at most `steps` 4-neighbour steps. */
function growOutside(
  labels: Int32Array,
  canGrow: (i: number) => boolean,
  width: number,
  steps: number,
): void {
  const n = labels.length;
  let frontier: number[] = [];
  for (let i = 0; i < n; i++) if (labels[i] === 0) frontier.push(i);
  for (let s = 0; s < steps && frontier.length > 0; s++) {
    const grown: number[] = [];
    for (const p of frontier) {
      const x = p % width;
      for (const q of [p - 1, p + 1, p - width, p + width]) {
        if (q < 0 || q >= n || (q === p - 1 && x === 0) || (q === p + 1 && x === width - 1)) continue;
        if (labels[q] !== -1 || !canGrow(q)) continue;
        labels[q] = 0;
        grown.push(q);
      }
    }
    frontier = grown;
  }
}

/** Gives every unlabelled (-1) pixel the label of the nearest labelled one, breadth-first. */
export function growIntoUnlabelled(labels: Int32Array, width: number, height: number): void {
  const n = width * height;
  let frontier: number[] = [];
  for (let i = 0; i < n; i++) if (labels[i] !== -1) frontier.push(i);
  while (frontier.length > 0) {
    const grown: number[] = [];
    for (const p of frontier) {
      const x = p % width;
      const label = labels[p] as number;
      for (const q of [p - 1, p + 1, p - width, p + width]) {
        if (q < 0 || q >= n || (q === p - 1 && x === 0) || (q === p + 1 && x === width - 1)) continue;
        if (labels[q] !== -1) continue;
        labels[q] = label;
        grown.push(q);
      }
    }
    frontier = grown;
  }
}

function erodeBox(mask: Uint8Array, width: number, height: number, r: number): Uint8Array {
  return boxFilter(mask, width, height, r, 0);
}

function dilateBox(mask: Uint8Array, width: number, height: number, r: number): Uint8Array {
  return boxFilter(mask, width, height, r, 1);
}

/** Square (2r+1)² erosion (`grows` 0) or dilation (`grows` 1), separable, by running counts. */
function boxFilter(mask: Uint8Array, width: number, height: number, r: number, grows: 0 | 1): Uint8Array {
  const pass = (src: Uint8Array, horizontal: boolean): Uint8Array => {
    const out = new Uint8Array(src.length);
    const lines = horizontal ? height : width;
    const len = horizontal ? width : height;
    for (let l = 0; l < lines; l++) {
      const at = (k: number) => (horizontal ? l * width + k : k * width + l);
      for (let k = 0; k < len; k++) {
        let hit = grows === 0 ? 1 : 0;
        for (let d = -r; d <= r; d++) {
          const kk = k + d;
          const v = kk < 0 || kk >= len ? 0 : (src[at(kk)] as number);
          if (grows === 1 && v === 1) {
            hit = 1;
            break;
          }
          if (grows === 0 && v === 0) {
            hit = 0;
            break;
          }
        }
        out[at(k)] = hit;
      }
    }
    return out;
  };
  return pass(pass(mask, true), false);
}
