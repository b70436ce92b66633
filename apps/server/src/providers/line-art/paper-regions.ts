import type { InkMask } from './gray-image.ts';
import { labelOpenPixels } from './run-labels.ts';

/**
 * Inks every paper region a bucket fill sees (4-connected paper component) under `minSize`
 * pixels, in place — too small to colour — and returns how many regions are left. Inside a
 * framed picture that is the count `countColorableRegions` (`page-quality.ts`) gives for the
 * whole page. O(pixels), by run labelling (`labelOpenPixels`).
 */
export function fillPinholesAndCount(mask: InkMask, minSize: number): number {
  const { ink, width, height } = mask;
  const { labels, count, sizes } = labelOpenPixels(ink, width, height);
  let regions = 0;
  for (let k = 0; k < count; k++) if ((sizes[k] as number) >= minSize) regions++;
  if (regions === count) return regions;
  for (let i = 0; i < ink.length; i++) {
    const label = labels[i] as number;
    if (label >= 0 && (sizes[label] as number) < minSize) ink[i] = 1;
  }
  return regions;
}
