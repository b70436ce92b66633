/**
 * A photo page's own colours for color by number (issue 15): the photo's mean colour under each
 * region of the finished line art, quantized to at most MAX_NUMBER_COLORS colours, with one seed
 * point per region (its most interior pixel) so the browser can find the region in its own
 * region map. Computed once, when the page is made (upload-service.ts), and stored with it, on
 * a line-art worker thread (`number-palette.ts`): this module's pixel loops hold whichever
 * thread runs them for 100–500 ms.
 */
import { CANVAS_SIZE } from '@huebook/shared/constants';
import {
  MAX_NUMBER_COLORS,
  MAX_NUMBER_SEEDS,
  type NumberPalette,
} from '@huebook/shared/schemas/number-palette';
import sharp from 'sharp';

import { decodeRgb } from './decode.ts';
import { rgbToLab } from './lab.ts';
import { findMarginLabels } from './page-margins.ts';
import { labelOpenPixels } from './run-labels.ts';

/** Regions smaller than this (pixels) get no seed: the browser leaves them unnumbered anyway. */
export const MIN_SEED_REGION_PX = 40;
/** Regions a colour serves on average, at most (see `paletteLimit`). */
const REGIONS_PER_COLOR = 3;
/** Colours closer than this (CIE76 ΔE) are one number: people cannot tell them apart on a page. */
export const MIN_COLOR_DELTA_E = 8;

/**
 * The palette of a photo page. `photo` is the upload (PNG, JPEG or WebP), `illustration` the
 * page's final line art (1024², black on white): the photo is fitted and centred on the page as
 * the line art was (`finalizePage`), regions are the 4-connected white areas of the line art
 * but its margins (`findMarginLabels`: the white outside the frame, which gets no number).
 * @returns null when the line art has no region big enough to color.
 * @throws ImageInputError when the photo cannot be read (the caller decides whether it matters).
 */
export async function computePhotoPalette(
  photo: Buffer,
  illustration: Buffer,
): Promise<NumberPalette | null> {
  const size = CANVAS_SIZE;
  const [picture, lines] = await Promise.all([
    decodeRgb(photo, size),
    sharp(illustration)
      .resize(size, size, { fit: 'fill' })
      .toColourspace('b-w')
      .raw()
      .toBuffer({ resolveWithObject: true }),
  ]);
  const framed = new Uint8Array(size * size * 3).fill(255);
  const left = Math.floor((size - picture.width) / 2);
  const top = Math.floor((size - picture.height) / 2);
  for (let y = 0; y < picture.height; y++)
    framed.set(
      picture.data.subarray(y * picture.width * 3, (y + 1) * picture.width * 3),
      ((top + y) * size + left) * 3,
    );
  const lab = rgbToLab({ data: framed, width: size, height: size });

  const blocked = new Uint8Array(size * size);
  for (let i = 0; i < blocked.length; i++) blocked[i] = lines.data[i]! < 128 ? 1 : 0;
  const { labels, count, sizes } = labelOpenPixels(blocked, size, size);

  const sums = new Float64Array(count * 3);
  for (let i = 0; i < labels.length; i++) {
    const label = labels[i]!;
    if (label < 0) continue;
    sums[label * 3]! += lab.l[i]!;
    sums[label * 3 + 1]! += lab.a[i]!;
    sums[label * 3 + 2]! += lab.b[i]!;
  }
  const seeds = deepestPixels(blocked, labels, count, size);
  const isMargin = findMarginLabels(blocked, labels, count, size, size);
  const regions: Region[] = [];
  for (let label = 0; label < count; label++) {
    const area = sizes[label]!;
    if (area < MIN_SEED_REGION_PX || isMargin[label]) continue;
    regions.push({
      seed: seeds[label]!,
      area,
      lab: [sums[label * 3]! / area, sums[label * 3 + 1]! / area, sums[label * 3 + 2]! / area],
    });
  }
  if (regions.length === 0) return null;
  // The biggest regions first, so that a page past MAX_NUMBER_SEEDS loses only its smallest.
  regions.sort((a, b) => b.area - a.area);
  regions.length = Math.min(regions.length, MAX_NUMBER_SEEDS);

  const { centres, clusterOf } = mergeColors(regions, paletteLimit(regions.length), MIN_COLOR_DELTA_E);
  return {
    colors: centres.map(labToHex),
    seeds: regions.map((region, r) => [region.seed % size, Math.floor(region.seed / size), clusterOf[r]!]),
  };
}

/**
 * How many colours a page of `regions` regions may have: about one per REGIONS_PER_COLOR regions
 * (a colour per region would make every region a colour hunt), 6 to MAX_NUMBER_COLORS.
 */
export function paletteLimit(regions: number): number {
  return Math.min(MAX_NUMBER_COLORS, Math.max(6, Math.ceil(regions / REGIONS_PER_COLOR)));
}

interface Region {
  /** Pixel index of the region's most interior pixel. */
  seed: number;
  area: number;
  lab: [number, number, number];
}

/**
 * The most interior pixel of each label: the maximum of a 3-4 chamfer distance to the lines and
 * the page's edge (Borgefors, "Distance transformations in digital images", 1986), two passes.
 */
function deepestPixels(blocked: Uint8Array, labels: Int32Array, count: number, size: number): Int32Array {
  const far = 1 << 28;
  const distance = new Int32Array(size * size);
  for (let i = 0; i < distance.length; i++) distance[i] = blocked[i] ? 0 : far;
  // Outside the page counts as a line: the first and last rows and columns start at 3.
  const last = size - 1;
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) {
      const i = y * size + x;
      let d = distance[i]!;
      if (d === 0) continue;
      if (x === 0 || y === 0) d = Math.min(d, 3);
      else {
        d = Math.min(d, distance[i - 1]! + 3, distance[i - size]! + 3, distance[i - size - 1]! + 4);
        if (x < last) d = Math.min(d, distance[i - size + 1]! + 4);
      }
      distance[i] = d;
    }
  }
  for (let y = last; y >= 0; y--) {
    for (let x = last; x >= 0; x--) {
      const i = y * size + x;
      let d = distance[i]!;
      if (d === 0) continue;
      if (x === last || y === last) d = Math.min(d, 3);
      else {
        d = Math.min(d, distance[i + 1]! + 3, distance[i + size]! + 3, distance[i + size + 1]! + 4);
        if (x > 0) d = Math.min(d, distance[i + size - 1]! + 4);
      }
      distance[i] = d;
    }
  }
  const best = new Int32Array(count).fill(-1);
  const seed = new Int32Array(count);
  for (let i = 0; i < labels.length; i++) {
    const label = labels[i]!;
    if (label >= 0 && distance[i]! > best[label]!) {
      best[label] = distance[i]!;
      seed[label] = i;
    }
  }
  return seed;
}

/**
 * Agglomerative clustering of the regions' colours with Ward's criterion (the merge that least
 * raises the area-weighted variance; Ward 1963), each cluster remembering its cheapest partner:
 * merges until at most `maxColors` remain and the cheapest merge joins colours `minDeltaE` or
 * more apart.
 * @returns the clusters' mean colours (CIELAB) and each region's cluster index.
 */
export function mergeColors(
  regions: readonly Pick<Region, 'area' | 'lab'>[],
  maxColors: number,
  minDeltaE: number,
): { centres: [number, number, number][]; clusterOf: Int32Array } {
  const n = regions.length;
  const weight = regions.map((r) => r.area);
  const centre = regions.map((r) => [...r.lab] as [number, number, number]);
  const alive = new Uint8Array(n).fill(1);
  const parent = Int32Array.from({ length: n }, (_, i) => i);
  const distance2 = (i: number, j: number) =>
    (centre[i]![0] - centre[j]![0]) ** 2 +
    (centre[i]![1] - centre[j]![1]) ** 2 +
    (centre[i]![2] - centre[j]![2]) ** 2;
  const cost = (i: number, j: number) =>
    ((weight[i]! * weight[j]!) / (weight[i]! + weight[j]!)) * distance2(i, j);
  const partner = new Int32Array(n).fill(-1);
  const partnerCost = new Float64Array(n).fill(Infinity);
  const findPartner = (i: number) => {
    partner[i] = -1;
    partnerCost[i] = Infinity;
    for (let j = 0; j < n; j++) {
      if (j === i || !alive[j]) continue;
      const c = cost(i, j);
      if (c < partnerCost[i]!) {
        partnerCost[i] = c;
        partner[i] = j;
      }
    }
  };
  for (let i = 0; i < n; i++) findPartner(i);
  let clusters = n;
  while (clusters > 1) {
    let i = -1;
    for (let k = 0; k < n; k++) if (alive[k] && (i < 0 || partnerCost[k]! < partnerCost[i]!)) i = k;
    const j = partner[i]!;
    if (j < 0) break;
    if (clusters <= maxColors && distance2(i, j) >= minDeltaE * minDeltaE) break;
    const w = weight[i]! + weight[j]!;
    for (let c = 0; c < 3; c++)
      centre[i]![c] = (centre[i]![c]! * weight[i]! + centre[j]![c]! * weight[j]!) / w;
    weight[i] = w;
    alive[j] = 0;
    parent[j] = i;
    clusters--;
    findPartner(i);
    for (let k = 0; k < n; k++) {
      if (!alive[k] || k === i) continue;
      if (partner[k] === i || partner[k] === j) findPartner(k);
      else {
        const c = cost(k, i);
        if (c < partnerCost[k]!) {
          partnerCost[k] = c;
          partner[k] = i;
        }
      }
    }
  }
  const root = (k: number): number => (parent[k] === k ? k : (parent[k] = root(parent[k]!)));
  const index = new Int32Array(n).fill(-1);
  const centres: [number, number, number][] = [];
  const clusterOf = new Int32Array(n);
  for (let k = 0; k < n; k++) {
    const r = root(k);
    if (index[r] === -1) {
      index[r] = centres.length;
      centres.push(centre[r]!);
    }
    clusterOf[k] = index[r]!;
  }
  return { centres, clusterOf };
}

/** CIELAB (D65) to sRGB `#rrggbb`, clamped into the gamut (the inverse of `rgbToLab`). */
export function labToHex([l, a, b]: [number, number, number]): string {
  const fy = (l + 16) / 116;
  const fx = fy + a / 500;
  const fz = fy - b / 200;
  const inverse = (t: number) => (t ** 3 > 216 / 24389 ? t ** 3 : (116 * t - 16) / (24389 / 27));
  const x = 0.95047 * inverse(fx);
  const y = inverse(fy);
  const z = 1.08883 * inverse(fz);
  const linear = [
    3.2404542 * x - 1.5371385 * y - 0.4985314 * z,
    -0.969266 * x + 1.8760108 * y + 0.041556 * z,
    0.0556434 * x - 0.2040259 * y + 1.0572252 * z,
  ];
  return `#${linear
    .map((v) => {
      const c = Math.min(1, Math.max(0, v));
      const s = c <= 0.0031308 ? 12.92 * c : 1.055 * c ** (1 / 2.4) - 0.055;
      return Math.round(s * 255)
        .toString(16)
        .padStart(2, '0');
    })
    .join('')}`;
}
