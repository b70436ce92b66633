import {
  computeRegionMap,
  type RegionMap,
} from '../../apps/web/src/features/coloring/engine/fill/region-map.ts';

/**
 * For the benchmarks' page scripts (run in Chromium): decodes the 1024² page `png` (a data
 * URL) and computes its region map on this thread, as the coloring screen's worker does.
 */
export async function pageRegionMap(png: string): Promise<RegionMap> {
  const image = new Image();
  image.src = png;
  await image.decode();
  const scratch = document.createElement('canvas');
  scratch.width = scratch.height = 1024;
  const scratchContext = scratch.getContext('2d', { willReadFrequently: true })!;
  scratchContext.drawImage(image, 0, 0);
  return computeRegionMap(scratchContext.getImageData(0, 0, 1024, 1024));
}
