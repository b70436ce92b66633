import type { InkMask } from './gray-image.ts';

/**
 * Inks every paper region a bucket fill sees (4-connected paper component) under `minSize`
 * pixels, in place — too small to colour — and returns how many regions are left. Inside a
 * framed picture that is the count `countColorableRegions` (`page-quality.ts`) gives for the
 * whole page. One pass, O(pixels).
 */
export function fillPinholesAndCount(mask: InkMask, minSize: number): number {
  const { ink, width } = mask;
  const n = ink.length;
  const seen = new Uint8Array(ink);
  const queue = new Int32Array(n);
  let regions = 0;
  for (let start = 0; start < n; start++) {
    if (seen[start]) continue;
    let head = 0;
    let tail = 0;
    queue[tail++] = start;
    seen[start] = 1;
    while (head < tail) {
      const p = queue[head++] as number;
      const x = p % width;
      if (x > 0 && !seen[p - 1]) {
        seen[p - 1] = 1;
        queue[tail++] = p - 1;
      }
      if (x < width - 1 && !seen[p + 1]) {
        seen[p + 1] = 1;
        queue[tail++] = p + 1;
      }
      if (p >= width && !seen[p - width]) {
        seen[p - width] = 1;
        queue[tail++] = p - width;
      }
      if (p + width < n && !seen[p + width]) {
        seen[p + width] = 1;
        queue[tail++] = p + width;
      }
    }
    if (tail >= minSize) regions++;
    else for (let j = 0; j < tail; j++) ink[queue[j] as number] = 1;
  }
  return regions;
}
