import type { InkMask } from './gray-image.ts';

/**
 * Counts the paper regions a bucket fill sees: 4-connected paper components of at least
 * `minSize` pixels. Inside a framed picture this is the count `countColorableRegions`
 * (`page-quality.ts`) gives for the whole page. O(pixels).
 */
export function countPaperRegions(mask: InkMask, minSize: number): number {
  const { ink, width } = mask;
  const n = ink.length;
  const seen = new Uint8Array(ink);
  const stack = new Int32Array(n);
  let regions = 0;
  for (let start = 0; start < n; start++) {
    if (seen[start]) continue;
    let top = 0;
    let size = 0;
    stack[top++] = start;
    seen[start] = 1;
    while (top > 0) {
      const p = stack[--top] as number;
      size++;
      const x = p % width;
      if (x > 0 && !seen[p - 1]) (seen[p - 1] = 1), (stack[top++] = p - 1);
      if (x < width - 1 && !seen[p + 1]) (seen[p + 1] = 1), (stack[top++] = p + 1);
      if (p >= width && !seen[p - width]) (seen[p - width] = 1), (stack[top++] = p - width);
      if (p + width < n && !seen[p + width]) (seen[p + width] = 1), (stack[top++] = p + width);
    }
    if (size >= minSize) regions++;
  }
  return regions;
}
