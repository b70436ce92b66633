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
