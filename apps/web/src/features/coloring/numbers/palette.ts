/**
 * The numbered colours of a page: a harmonious palette for drawn pages (deterministic per page)
 * assigned so that touching regions differ, or a photo page's own colours mapped onto this
 * browser's region map through the seed points the server stored (`NumberPalette`).
 */
import type { NumberPalette } from '@huebook/shared/schemas/number-palette';

import { hexToOklch, oklchToHex } from './oklch.ts';

/** A 32-bit seed from a string (FNV-1a), e.g. a page id: the same page, the same palette. */
export function seedFromString(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193);
  return hash >>> 0;
}

/** mulberry32: a small seeded generator of floats in [0, 1). */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** How many colours a drawn page with `regions` numbered regions gets: 6 to 12. */
export function paletteSize(regions: number): number {
  return Math.min(12, Math.max(6, Math.round(Math.sqrt(regions) * 1.1)));
}

/** Lightness and chroma steps (OKLCH) a palette cycles through: pale to rich, all light enough for black lines. */
const TONES = [
  { l: 0.9, c: 0.07 },
  { l: 0.78, c: 0.12 },
  { l: 0.68, c: 0.14 },
  { l: 0.84, c: 0.1 },
];

/**
 * `count` colours in an analogous scheme with a complementary accent (about 70% of the colours
 * within 100° of a base hue, the rest around its opposite), tones varied in lightness, sorted
 * by hue then lightness. The base hue comes from `seed`.
 */
export function harmoniousPalette(seed: number, count: number): string[] {
  const next = random(seed);
  const base = next() * 360;
  const main = Math.ceil(count * 0.7);
  const colors = [];
  for (let i = 0; i < count; i++) {
    const isAccent = i >= main;
    const k = isAccent ? i - main : i;
    const n = isAccent ? count - main : main;
    const hue = (isAccent ? base + 180 : base) + (n > 1 ? (k / (n - 1) - 0.5) * (isAccent ? 60 : 100) : 0);
    const tone = TONES[i % TONES.length]!;
    colors.push({ l: tone.l, c: tone.c, h: ((hue % 360) + 360) % 360 });
  }
  colors.sort((a, b) => a.h - b.h || b.l - a.l);
  return colors.map(oklchToHex);
}

/** Border pixels two regions must share to count as touching (not a corner where lines cross). */
const MIN_CONTACT = 4;

/**
 * Pairs of touching regions (labels meet under the middle of a line) as neighbour lists:
 * regions that share at least MIN_CONTACT border pixels.
 */
export function regionNeighbours(
  labels: Int32Array,
  width: number,
  height: number,
  regionCount: number,
): number[][] {
  const contacts = new Map<number, number>();
  const stride = regionCount + 1;
  // Borders run along rows and columns: the same pair comes many times in a row, so count a
  // streak locally and add it to the map when the pair changes.
  let streakKey = -1;
  let streak = 0;
  const flush = () => {
    if (streak > 0) contacts.set(streakKey, (contacts.get(streakKey) ?? 0) + streak);
    streak = 0;
  };
  const add = (a: number, b: number) => {
    if (a === 0 || b === 0) return;
    const key = a < b ? a * stride + b : b * stride + a;
    if (key !== streakKey) {
      flush();
      streakKey = key;
    }
    streak++;
  };
  for (let y = 0; y < height; y++) {
    const row = y * width;
    for (let x = 0; x < width; x++) {
      const label = labels[row + x]!;
      if (y + 1 < height && labels[row + width + x] !== label) add(label, labels[row + width + x]!);
    }
  }
  // Then left-right pairs, in a second row-major pass (a column scan would stride across memory).
  for (let y = 0; y < height; y++) {
    const row = y * width;
    for (let x = 0; x + 1 < width; x++) {
      const label = labels[row + x]!;
      if (labels[row + x + 1] !== label) add(label, labels[row + x + 1]!);
    }
  }
  flush();
  const neighbours: number[][] = Array.from({ length: stride }, () => []);
  for (const [key, count] of contacts) {
    if (count < MIN_CONTACT) continue;
    const a = Math.floor(key / stride);
    const b = key % stride;
    neighbours[a]!.push(b);
    neighbours[b]!.push(a);
  }
  return neighbours;
}

/**
 * Colour index (0-based) per label for a drawn page: greedily, biggest region first, the colour
 * fewest of its neighbours have, then the least used one, then a seeded coin; -1 for labels not
 * in `regions`. Touching regions differ whenever `count` colours allow it.
 */
export function assignColors(
  regions: readonly number[],
  neighbours: number[][],
  count: number,
  seed: number,
  regionCount: number,
): Int32Array {
  const next = random(seed ^ 0x9e3779b9);
  const colorOf = new Int32Array(regionCount + 1).fill(-1);
  const used = new Int32Array(count);
  for (const label of regions) {
    let best = 0;
    let bestScore = Infinity;
    for (let c = 0; c < count; c++) {
      let clashes = 0;
      for (const other of neighbours[label]!) if (colorOf[other] === c) clashes++;
      const score = clashes * 1000 + used[c]! + next() * 2;
      if (score < bestScore) {
        bestScore = score;
        best = c;
      }
    }
    colorOf[label] = best;
    used[best]!++;
  }
  return colorOf;
}

/**
 * A photo page's colours on this map: each numbered region takes the colour of the stored seed
 * point that lies in it (the first, if several), else of the seed nearest its number's spot
 * (a region the browser's map split off).
 * @returns colour index into `photo.colors` per label, -1 for labels not in `regions`.
 */
export function mapPhotoPalette(
  photo: NumberPalette,
  labels: Int32Array,
  width: number,
  regions: readonly number[],
  spot: (label: number) => { x: number; y: number },
  regionCount: number,
): Int32Array {
  const colorOf = new Int32Array(regionCount + 1).fill(-1);
  const isNumbered = new Uint8Array(regionCount + 1);
  for (const label of regions) isNumbered[label] = 1;
  const height = labels.length / width;
  for (const [x, y, color] of photo.seeds) {
    if (x < 0 || y < 0 || x >= width || y >= height || color >= photo.colors.length) continue;
    const label = labels[y * width + x]!;
    if (isNumbered[label] && colorOf[label] === -1) colorOf[label] = color;
  }
  for (const label of regions) {
    if (colorOf[label] !== -1) continue;
    const { x, y } = spot(label);
    let nearest = Infinity;
    for (const [sx, sy, color] of photo.seeds) {
      const d = (sx - x) ** 2 + (sy - y) ** 2;
      if (d < nearest && color < photo.colors.length) {
        nearest = d;
        colorOf[label] = color;
      }
    }
    if (colorOf[label] === -1) colorOf[label] = 0;
  }
  return colorOf;
}

/**
 * Keeps the colours some region uses and orders them for the palette strip: greys (chroma
 * under 0.04) light to dark, then the others by hue.
 * @returns the kept colours and, per old index, its new one (-1 when dropped).
 */
export function orderPalette(
  colors: readonly string[],
  colorOf: Int32Array,
): { colors: string[]; index: Int32Array } {
  const isUsed = new Uint8Array(colors.length);
  for (const c of colorOf) if (c >= 0) isUsed[c] = 1;
  const kept = colors
    .map((hex, i) => ({ hex, i, lch: hexToOklch(hex) }))
    .filter(({ i }) => isUsed[i])
    .sort((a, b) => {
      const greyA = a.lch.c < 0.04;
      const greyB = b.lch.c < 0.04;
      if (greyA !== greyB) return greyA ? -1 : 1;
      return greyA ? b.lch.l - a.lch.l : a.lch.h - b.lch.h || b.lch.l - a.lch.l;
    });
  const index = new Int32Array(colors.length).fill(-1);
  kept.forEach(({ i }, k) => (index[i] = k));
  return { colors: kept.map(({ hex }) => hex.toLowerCase()), index };
}
