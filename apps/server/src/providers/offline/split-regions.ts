import { topLabel, type SceneLabels } from './compose-scene.ts';
import { between, type Random } from './prng.ts';

/**
 * Regions too large to be one colour: a sky above a low horizon, the open water around a fish.
 * A region over `MAX_REGION_SHARE` of the page is cut along a gentle wave, like the line of
 * distant hills or of a swell, at the height that halves it; the pieces are cut again while
 * still too large. `measurePage` counts a region over half the page as paper, not a region, and
 * a child would not want to fill it either.
 */

/** Largest region kept whole, share of the page. */
export const MAX_REGION_SHARE = 0.42;
/** Most cuts made on one page. */
const MAX_CUTS = 6;

/**
 * How a region too large is cut: a gentle wave, a straight rail along a room's wall, or an
 * orbit round a planet centred at (x, y), px (space).
 */
export type CutShape = 'wave' | 'rail' | { orbit: { x: number; y: number } };

/**
 * `scene` with every region over `maxShare` of the page cut as `shape` says (see above); space
 * allows a larger share (a child colors the sky of space dark in one go) rather than a streak.
 */
export function splitLargeRegions(
  scene: SceneLabels,
  random: Random,
  shape: CutShape = 'wave',
  maxShare = MAX_REGION_SHARE,
): SceneLabels {
  const { width, height } = scene.map;
  const labels = new Int32Array(scene.map.labels);
  const groups = Array.from(scene.groups);
  const areas = Array.from(scene.areas);
  const limit = maxShare * width * height;
  for (let cut = 0; cut < MAX_CUTS; cut++) {
    let largest = 0;
    for (let l = 1; l < areas.length; l++) if ((areas[l] as number) > (areas[largest] as number)) largest = l;
    if ((areas[largest] as number) <= limit) break;
    const field = cutField(shape, random, width);
    // The field's level that cuts the region at the chosen share: pixels above it move.
    const area = areas[largest] as number;
    const level = quantileLevel(labels, largest, field, width, area, between(random, 0.45, 0.6));
    const piece = groups.length;
    groups.push(groups[largest] as number);
    let moved = 0;
    for (let y = 0; y < height; y++) {
      const row = y * width;
      for (let x = 0; x < width; x++) {
        if (labels[row + x] !== largest || field(x, y) <= level) continue;
        labels[row + x] = piece;
        moved++;
      }
    }
    areas.push(moved);
    areas[largest] = (areas[largest] as number) - moved;
  }
  return {
    map: { labels, width, height },
    regions: groups.length - 1,
    groups: Int32Array.from(groups),
    areas: Int32Array.from(areas),
  };
}

/**
 * The scalar field a cut follows, whole pixels: a wave's offset `y - wave(x)` (the line of
 * distant hills or of a swell), `y` (a rail along a room's wall), or minus the distance from a
 * planet's centre (an orbit round it: its inside moves).
 */
function cutField(shape: CutShape, random: Random, width: number): (x: number, y: number) => number {
  if (shape === 'rail') return (_x, y) => y;
  if (typeof shape === 'object') {
    const { x: cx, y: cy } = shape.orbit;
    return (x, y) => -Math.round(Math.sqrt((x - cx) ** 2 + (y - cy) ** 2));
  }
  const wave = randomWave(random, width);
  return (x, y) => Math.round(y - (wave[x] as number));
}

/**
 * The smallest whole `level` with at least `share` of the region's pixels at or below it, from
 * a histogram of the field over the region (one bin per value, clamped to the histogram).
 */
function quantileLevel(
  labels: Int32Array,
  label: number,
  field: (x: number, y: number) => number,
  width: number,
  area: number,
  share: number,
): number {
  const height = labels.length / width;
  const low = -2 * height;
  const bins = new Int32Array(4 * height + 1);
  for (let y = 0; y < height; y++) {
    const row = y * width;
    for (let x = 0; x < width; x++) {
      if (labels[row + x] !== label) continue;
      const bin = Math.max(0, Math.min(bins.length - 1, field(x, y) - low));
      bins[bin] = (bins[bin] as number) + 1;
    }
  }
  let seen = 0;
  for (let bin = 0; bin < bins.length; bin++) {
    seen += bins[bin] as number;
    if (seen >= share * area) return bin + low;
  }
  return height;
}

/** Most a wave strays from 0, px. */
const WAVE_BOUND = 70;

/** A smooth wave over x, px: two sines of long wavelength, 20–70 px high in all. */
function randomWave(random: Random, width: number): Float64Array {
  const a1 = between(random, 12, 40);
  const a2 = between(random, 6, 24);
  const l1 = between(random, 380, 900);
  const l2 = between(random, 150, 320);
  const p1 = between(random, 0, 2 * Math.PI);
  const p2 = between(random, 0, 2 * Math.PI);
  const wave = new Float64Array(width);
  for (let x = 0; x < width; x++)
    wave[x] = a1 * Math.sin((2 * Math.PI * x) / l1 + p1) + a2 * Math.sin((2 * Math.PI * x) / l2 + p2);
  return wave;
}

/**
 * Layers of distant hills behind the subject, for a page short of regions: the open region at
 * the top of the page (the sky, the open water) is cut by `layers` gentle waves stacked above
 * the ground line at `groundY` (px; 1024 or more when there is none, then above the page's
 * foot). Each layer is one more band, cut in two wherever a drawing stands in front of it.
 */
export function addHillLayers(
  scene: SceneLabels,
  layers: number,
  groundY: number,
  random: Random,
): SceneLabels {
  const { width, height } = scene.map;
  const labels = new Int32Array(scene.map.labels);
  const groups = Array.from(scene.groups);
  const sky = topLabel(scene);
  if (sky === undefined || layers <= 0) return scene;
  // The bands fill the sky's lower part: from where 95 % of it lies above, up to a quarter
  // of the page (or the sky's top decile when it starts lower).
  const rows = new Int32Array(height);
  for (let y = 0; y < height; y++) {
    const row = y * width;
    let count = 0;
    for (let x = 0; x < width; x++) if (labels[row + x] === sky) count++;
    rows[y] = count;
  }
  const skyArea = scene.areas[sky] as number;
  const rowAt = (share: number) => {
    let seen = 0;
    for (let y = 0; y < height; y++) if ((seen += rows[y] as number) >= share * skyArea) return y;
    return height - 1;
  };
  const foot = Math.min(groundY, height - 40, rowAt(0.95));
  const spacing = Math.min(90, (foot - Math.max(0.25 * height, rowAt(0.1))) / (layers + 1));
  if (spacing < 30) return scene;
  const waves: Float64Array[] = [];
  for (let j = 1; j <= layers; j++) {
    const wave = randomWave(random, width);
    const level = foot - j * spacing;
    // Kept within a third of the spacing so no two layers' lines touch.
    const scale = spacing / 3 / WAVE_BOUND;
    for (let x = 0; x < width; x++) wave[x] = level + (wave[x] as number) * scale;
    waves.push(wave);
  }
  const base = groups.length;
  for (let j = 0; j < layers; j++) groups.push(0);
  const areas = new Int32Array(groups.length);
  areas.set(scene.areas);
  // Rows above the highest wave's crest stay sky.
  const top = Math.max(0, Math.floor(foot - layers * spacing - spacing / 3));
  for (let y = top; y < height; y++) {
    const row = y * width;
    for (let x = 0; x < width; x++) {
      if (labels[row + x] !== sky) continue;
      // The lines above the pixel, counted from the highest down: its band.
      let layer = 0;
      while (layer < layers && y > ((waves[layers - 1 - layer] as Float64Array)[x] as number)) layer++;
      if (layer === 0) continue;
      labels[row + x] = base + layer - 1;
      areas[base + layer - 1] = (areas[base + layer - 1] as number) + 1;
      areas[sky] = (areas[sky] as number) - 1;
    }
  }
  return {
    map: { labels, width, height },
    regions: groups.length - 1,
    groups: Int32Array.from(groups),
    areas,
  };
}
