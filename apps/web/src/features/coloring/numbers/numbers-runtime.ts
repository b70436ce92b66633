/**
 * What color by number runs once it is turned on, loaded then (use-color-by-number.ts) instead
 * of with the coloring screen, so the first fill never waits for it (issue 12): the layout made
 * in a worker, with the photo's colours when the page has them, and the check of the regions.
 */
import type { RegionMap } from '../engine/fill/region-map.ts';
import type { PixelImage } from '../engine/types.ts';

import { layoutNumbersInWorker } from './numbers-client.ts';
import type { NumbersLayout } from './numbers-layout.ts';
import { seedFromString } from './palette.ts';
import { fetchPhotoPalette } from './photo-palette.ts';
import { checkRegions } from './progress.ts';

/** A page's numbers, laid out: the layout, its region map, ms in the worker, and the check. */
export interface PreparedNumbers {
  layout: NumbersLayout;
  map: RegionMap;
  ms: number;
  /** Per mark of `layout`, 1 once its region has its number's colour on `layer` (progress.ts). */
  check(layer: PixelImage): Uint8Array;
}

/**
 * Lays out the numbers of page `pageId` on `regionMap` (the photo's colours fetched meanwhile
 * when `isPhoto`). Rejects when the worker fails or cannot start.
 */
export async function prepareNumbers(
  pageId: string,
  isPhoto: boolean,
  regionMap: Promise<RegionMap>,
): Promise<PreparedNumbers> {
  const photo = isPhoto ? fetchPhotoPalette(pageId) : Promise.resolve(null);
  const [map, palette] = await Promise.all([regionMap, photo]);
  const made = await layoutNumbersInWorker(map, { seed: seedFromString(pageId), photo: palette });
  return { ...made, map, check: (layer) => checkRegions(layer, map, made.layout) };
}
