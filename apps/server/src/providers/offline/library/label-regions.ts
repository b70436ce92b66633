import type { LabelMap } from '../../line-art/region-lines.ts';

/**
 * Clean-up of label maps whose label 0 is the outside of a drawing: merging regions too small
 * or thin to color, splitting regions into connected pieces and renumbering them 1..n.
 * Shared by the library build and `loadDrawing`.
 */

export interface MergeOptions {
  /** Regions under this many pixels are merged into a neighbour. */
  minArea: number;
  /** Regions with no pixel at least this far (pixels, 4-neighbour steps) inside are merged. */
  minThickness: number;
  /** Most regions kept; the smallest are merged until this holds. */
  maxRegions: number;
}

const NEIGHBOURS_RIGHT_DOWN = 2;

/**
 * Merges each region that is too small, too thin or beyond `maxRegions` into the neighbour it
 * shares the longest border with. Returns a
 * new map; label 0 is never merged away. Repeats until stable, at most 8 rounds.
 */
export function mergeSmallRegions(map: LabelMap, options: MergeOptions): LabelMap {
  let labels = new Int32Array(map.labels);
  const { width, height } = map;
  for (let round = 0; round < 8; round++) {
    const stats = regionStats(labels, width, height, options.minThickness);
    const bad = [...stats.area.keys()]
      .filter((l) => l !== 0)
      .sort((a, b) => (stats.area.get(a) ?? 0) - (stats.area.get(b) ?? 0));
    const inside = bad.length;
    const excess = Math.max(0, inside - options.maxRegions);
    const toMerge = bad.filter(
      (l, rank) =>
        rank < excess || (stats.area.get(l) ?? 0) < options.minArea || (stats.core.get(l) ?? 0) === 0,
    );
    if (toMerge.length === 0) break;
    const parent = new Map<number, number>();
    const find = (l: number): number => {
      let r = l;
      while (parent.has(r)) r = parent.get(r) as number;
      return r;
    };
    for (const l of toMerge) {
      const borders = stats.borders.get(l);
      if (!borders) continue;
      let best = -1;
      let bestLength = -1;
      for (const [other, length] of borders) {
        const target = find(other);
        if (target === l) continue;
        if (length > bestLength) {
          bestLength = length;
          best = target;
        }
      }
      if (best >= 0) parent.set(l, best);
    }
    const next = new Int32Array(labels.length);
    for (let i = 0; i < labels.length; i++) next[i] = find(labels[i] as number);
    labels = next;
  }
  return { labels, width, height };
}

interface RegionStats {
  area: Map<number, number>;
  /** Pixels at least `minThickness` steps from the region's border, per label. */
  core: Map<number, number>;
  /** Shared border length, per label, per neighbouring label. */
  borders: Map<number, Map<number, number>>;
}

function regionStats(labels: Int32Array, width: number, height: number, minThickness: number): RegionStats {
  const area = new Map<number, number>();
  const core = new Map<number, number>();
  const borders = new Map<number, Map<number, number>>();
  const addBorder = (a: number, b: number) => {
    let m = borders.get(a);
    if (!m) borders.set(a, (m = new Map()));
    m.set(b, (m.get(b) ?? 0) + 1);
  };
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = y * width + x;
      const l = labels[i] as number;
      area.set(l, (area.get(l) ?? 0) + 1);
      for (let k = 0; k < NEIGHBOURS_RIGHT_DOWN; k++) {
        const j = k === 0 ? (x + 1 < width ? i + 1 : -1) : y + 1 < height ? i + width : -1;
        if (j < 0) continue;
        const o = labels[j] as number;
        if (o !== l) {
          addBorder(l, o);
          addBorder(o, l);
        }
      }
      if (isCore(labels, width, height, x, y, l, minThickness)) core.set(l, (core.get(l) ?? 0) + 1);
    }
  }
  return { area, core, borders };
}

function isCore(
  labels: Int32Array,
  width: number,
  height: number,
  x: number,
  y: number,
  l: number,
  r: number,
): boolean {
  if (x < r || y < r || x >= width - r || y >= height - r) return false;
  const i = y * width + x;
  for (let d = 1; d <= r; d++) {
    if (
      labels[i - d] !== l ||
      labels[i + d] !== l ||
      labels[i - d * width] !== l ||
      labels[i + d * width] !== l
    )
      return false;
  }
  return true;
}

/**
 * Gives each 4-connected piece of every region other than 0 its own label (1..pieces, raster
 * order). Two-pass labelling with union–find (Rosenfeld & Pfaltz 1966), O(pixels).
 */
export function splitComponents(map: LabelMap): LabelMap {
  const { labels, width, height } = map;
  const n = labels.length;
  const parent = new Int32Array(n);
  const find = (i: number): number => {
    let r = i;
    while (parent[r] !== r) r = parent[r] as number;
    while (parent[i] !== r) {
      const next = parent[i] as number;
      parent[i] = r;
      i = next;
    }
    return r;
  };
  for (let y = 0; y < height; y++) {
    let runRoot = -1;
    for (let x = 0; x < width; x++) {
      const i = y * width + x;
      const l = labels[i];
      if (l === 0) continue;
      const sameLeft = x > 0 && labels[i - 1] === l;
      if (sameLeft) parent[i] = runRoot;
      else parent[i] = runRoot = i;
      // Above and to the left were already joined when the pixel above-left has this label.
      if (y > 0 && labels[i - width] === l && !(sameLeft && labels[i - width - 1] === l)) {
        const a = find(i - width);
        const b = find(runRoot);
        if (a !== b) parent[Math.max(a, b)] = Math.min(a, b);
      }
    }
  }
  const ids = new Int32Array(n).fill(-1);
  const out = new Int32Array(n);
  let next = 1;
  for (let i = 0; i < n; i++) {
    if (labels[i] === 0) continue;
    const r = find(i);
    if (ids[r] === -1) ids[r] = next++;
    out[i] = ids[r] as number;
  }
  return { labels: out, width, height };
}

/** Renumbers the regions other than 0 as 1..regions, in raster order of first appearance. */
export function relabelCompact(map: LabelMap): LabelMap & { regions: number } {
  const ids = new Map<number, number>([[0, 0]]);
  const labels = new Int32Array(map.labels.length);
  for (let i = 0; i < labels.length; i++) {
    const l = map.labels[i] as number;
    let id = ids.get(l);
    if (id === undefined) ids.set(l, (id = ids.size));
    labels[i] = id;
  }
  return { labels, width: map.width, height: map.height, regions: ids.size - 1 };
}
