/**
 * Color by number for one page (issue 15): which regions are numbered, where each number sits
 * and how big, and the numbered colours. Pure: the numbers worker runs it on the page's region
 * map (bench/numbers.bench.ts times it), tests run it in Node.
 */
import type { NumberPalette } from '@huebook/shared/schemas/number-palette';

import { findNumberSpots, numberFontSize, type SpotMap } from './number-spots.ts';
import { findMarginRegions } from './page-margins.ts';
import {
  assignColors,
  harmoniousPalette,
  mapPhotoPalette,
  orderPalette,
  paletteSize,
  regionNeighbours,
} from './palette.ts';

/** One number on the page. */
export interface NumberMark {
  label: number;
  /** 1…palette.length: the colour `palette[number − 1]`. */
  number: number;
  /** Centre, canvas pixels. */
  x: number;
  y: number;
  /** Font size, canvas pixels (MIN_NUMBER_FONT…MAX_NUMBER_FONT): the printed number's. */
  size: number;
  /** Free radius around the centre, canvas pixels: the region's inscribed circle there. */
  radius: number;
}

export interface NumbersLayout {
  /** `#rrggbb` lower case; number n is palette[n − 1]. */
  palette: string[];
  /** One mark per numbered region (slivers and the page's margins have none), biggest first. */
  marks: NumberMark[];
  /** 'photo': the photo's own colours; 'harmonious': a palette made for the page. */
  source: 'photo' | 'harmonious';
}

/**
 * Lays out the numbers of a page from its region map: spots from `findNumberSpots`, slivers
 * (no readable size, `numberFontSize` 0) and margins (`findMarginRegions`: the white outside a
 * photo page's frame) left out, so they are neither counted nor needed to finish; colours from
 * `photo` when the page has them, else a harmonious palette seeded by `seed` (use
 * `seedFromString(page.id)`).
 */
export function layoutNumbers(
  map: SpotMap,
  options: { seed: number; photo?: NumberPalette | null },
): NumbersLayout {
  const spots = findNumberSpots(map);
  const isMargin = findMarginRegions(map);
  const regions: number[] = [];
  for (let label = 1; label <= map.regionCount; label++)
    if (!isMargin[label] && numberFontSize(spots.radius[label]!) > 0) regions.push(label);
  regions.sort((a, b) => spots.radius[b]! - spots.radius[a]! || a - b);

  const photo = options.photo && options.photo.colors.length > 0 ? options.photo : null;
  let colors: string[];
  let colorOf: Int32Array;
  if (photo) {
    colors = photo.colors;
    const spot = (label: number) => ({ x: spots.x[label]!, y: spots.y[label]! });
    colorOf = mapPhotoPalette(photo, map.labels, map.width, regions, spot, map.regionCount);
  } else {
    const count = paletteSize(regions.length);
    colors = harmoniousPalette(options.seed, count);
    const neighbours = regionNeighbours(map.labels, map.width, map.height, map.regionCount);
    colorOf = assignColors(regions, neighbours, count, options.seed, map.regionCount);
  }
  const ordered = orderPalette(colors, colorOf);
  const marks = regions.map((label) => ({
    label,
    number: ordered.index[colorOf[label]!]! + 1,
    x: spots.x[label]!,
    y: spots.y[label]!,
    size: numberFontSize(spots.radius[label]!),
    radius: spots.radius[label]!,
  }));
  return { palette: ordered.colors, marks, source: photo ? 'photo' : 'harmonious' };
}
