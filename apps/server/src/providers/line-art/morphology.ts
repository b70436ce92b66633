import type { InkMask } from './gray-image.ts';

/**
 * Binary morphology on ink masks. A radius-r disc is approximated by an octagon: r steps
 * alternating a 3×3 square and a 4-neighbour cross (the classic octagonal structuring
 * element), which keeps line ends round and costs O(pixels) per step.
 */

function step(mask: InkMask, value: 0 | 1, square: boolean): Uint8Array {
  // Grows pixels equal to `value` by one step: dilation for 1, erosion (growing paper) for 0.
  const { ink, width, height } = mask;
  const horizontal = new Uint8Array(ink);
  for (let y = 0; y < height; y++) {
    const row = y * width;
    for (let x = 0; x < width; x++) {
      if (ink[row + x] !== value) continue;
      if (x > 0) horizontal[row + x - 1] = value;
      if (x < width - 1) horizontal[row + x + 1] = value;
    }
  }
  const out = new Uint8Array(horizontal);
  // A square grows the horizontally grown mask vertically; a cross grows the original one.
  const source = square ? horizontal : ink;
  for (let y = 0; y < height; y++) {
    const row = y * width;
    for (let x = 0; x < width; x++) {
      if (source[row + x] !== value) continue;
      if (y > 0) out[row - width + x] = value;
      if (y < height - 1) out[row + width + x] = value;
    }
  }
  return out;
}

function grow(mask: InkMask, value: 0 | 1, radius: number): InkMask {
  let current = mask;
  for (let i = 0; i < radius; i++) {
    current = { ...current, ink: step(current, value, i % 2 === 0) };
  }
  return current;
}

/** Thickens ink by `radius` pixels. */
export function dilate(mask: InkMask, radius: number): InkMask {
  return grow(mask, 1, radius);
}

/** Thins ink by `radius` pixels. */
export function erode(mask: InkMask, radius: number): InkMask {
  return grow(mask, 0, radius);
}

/** Morphological closing: bridges ink gaps up to about `2 × radius` pixels wide. */
export function close(mask: InkMask, radius: number): InkMask {
  return erode(dilate(mask, radius), radius);
}

/**
 * Thickens ink by `radius` pixels in the chessboard metric (a square of side 2·radius + 1),
 * as two separable passes that each track the nearest ink on either side: O(pixels) whatever
 * the radius, for wide clearances where the octagonal `dilate` would take `radius` steps.
 */
export function dilateSquare(mask: InkMask, radius: number): InkMask {
  const { width, height } = mask;
  const rows = new Uint8Array(width * height);
  for (let y = 0; y < height; y++) spread1d(mask.ink, rows, y * width, 1, width, radius);
  const out = new Uint8Array(width * height);
  for (let x = 0; x < width; x++) spread1d(rows, out, x, width, height, radius);
  return { ink: out, width, height };
}

/** Marks in `out` every one of `count` cells (from `start`, `stride` apart) within `radius` of ink in `src`. */
function spread1d(
  src: Uint8Array,
  out: Uint8Array,
  start: number,
  stride: number,
  count: number,
  radius: number,
): void {
  let last = -Infinity;
  for (let k = 0, i = start; k < count; k++, i += stride) {
    if (src[i]) last = k;
    if (k - last <= radius) out[i] = 1;
  }
  let next = Infinity;
  for (let k = count - 1, i = start + (count - 1) * stride; k >= 0; k--, i -= stride) {
    if (src[i]) next = k;
    if (next - k <= radius) out[i] = 1;
  }
}
