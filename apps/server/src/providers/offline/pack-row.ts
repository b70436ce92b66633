import { placedSide } from './compose-scene.ts';
import { loadDrawing } from './library/load-drawing.ts';
import { PAGE, type Placement } from './scene-plan.ts';

/**
 * Packs a row of subjects standing side by side by their outlines rather than their boxes, as
 * an illustrator fits a pig's snout under a cow's head: each subject slides toward the main one
 * until its outline comes within `OUTLINE_GAP` of a neighbour's on some row of the page, then the
 * row is scaled up about its feet to fill the width its boxes took. Every subject stays whole and
 * the row grows by what the empty corners of the boxes (above a pig's back, under a duck's beak)
 * gave back.
 */

/** Closest two subjects' outlines come, px: a small gap of paper, both whole. */
const OUTLINE_GAP = 22;
/** Most a packed row grows, times: the subjects keep their size classes and the page its air. */
const MAX_GROWTH = 1.3;
/** Tallest the main subject grows to, share of the page (the brief asks for 45–65 %). */
const MAX_MAIN_HEIGHT = 0.62;
/** Rows two neighbours must share, share of the shorter one's height, for their outlines to pack. */
const MIN_SHARED_ROWS = 0.3;
/** Margin kept free at the page's top, px. */
const MARGIN = 20;

/** A subject's outline: per page row from `top`, its leftmost and rightmost ink relative to its x. */
interface Outline {
  top: number;
  left: Float64Array;
  right: Float64Array;
}

/** The outline of a placement's drawing as `pasteDrawings` pastes it (mirrored, cut at its water line). */
async function outlineOf(p: Placement): Promise<Outline> {
  const map = await loadDrawing(p.entry.id, placedSide(p));
  const top = Math.round(p.bottom - map.height);
  const last = p.waterline === undefined ? map.height : Math.max(0, Math.round(p.waterline) - top);
  const rows = Math.min(map.height, last);
  const left = new Float64Array(rows).fill(Number.NaN);
  const right = new Float64Array(rows).fill(Number.NaN);
  const origin = Math.round(p.x - map.width / 2) - p.x;
  for (let y = 0; y < rows; y++) {
    let first = -1;
    let end = -1;
    for (let x = 0; x < map.width; x++)
      if (map.labels[y * map.width + x] !== 0) {
        if (first < 0) first = x;
        end = x;
      }
    if (first < 0) continue;
    const [a, b] = p.isMirrored ? [map.width - 1 - end, map.width - 1 - first] : [first, end];
    left[y] = origin + a;
    right[y] = origin + b;
  }
  return { top, left, right };
}

/** How far `b` (right of `a`) can move left before its outline is `OUTLINE_GAP` from `a`'s; null when they share too few rows. */
function slack(a: Outline, ax: number, b: Outline, bx: number): number | null {
  const from = Math.max(a.top, b.top);
  const to = Math.min(a.top + a.left.length, b.top + b.left.length);
  const shorter = Math.min(a.left.length, b.left.length);
  if (to - from < MIN_SHARED_ROWS * shorter) return null;
  let least = Number.POSITIVE_INFINITY;
  for (let y = from; y < to; y++) {
    const ar = a.right[y - a.top] as number;
    const bl = b.left[y - b.top] as number;
    if (Number.isNaN(ar) || Number.isNaN(bl)) continue;
    least = Math.min(least, bx + bl - (ax + ar));
  }
  return Number.isFinite(least) ? least - OUTLINE_GAP : null;
}

/** Leftmost and rightmost ink of an outline at `x`, page px. */
function reachOf(o: Outline, x: number): [number, number] {
  let [lo, hi] = [Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY];
  for (let y = 0; y < o.left.length; y++) {
    const l = o.left[y] as number;
    if (Number.isNaN(l)) continue;
    lo = Math.min(lo, x + l);
    hi = Math.max(hi, x + (o.right[y] as number));
  }
  return [lo, hi];
}

/**
 * The placements with the row of subjects standing side by side (`main` and `beside` ones on
 * shared rows: a staggered row of fish is left as laid out) packed by their outlines and grown
 * to the width the row took, at most `MAX_GROWTH` times and the main subject at most
 * `MAX_MAIN_HEIGHT` of the page; feet stay on their ground line, a floating bird's water line
 * stays on the water. Other placements are returned unchanged, and so is a row riding in a
 * carrier. Positions are page px.
 */
export async function packRow(placements: readonly Placement[]): Promise<Placement[]> {
  const members = placements
    .map((p, i) => ({ p, i }))
    .filter(({ p }) => p.role === 'main' || p.role === 'beside')
    .sort((a, b) => a.p.x - b.p.x);
  // Riders keep their seats in a boat or on a bike: the carrier was sized for them as laid out.
  if (members.length < 2 || placements.some((p) => p.role === 'under')) return [...placements];
  const outlines = await Promise.all(members.map(({ p }) => outlineOf(p)));
  const xs = members.map(({ p }) => p.x);
  const anchor = members.findIndex(({ p }) => p.role === 'main');
  const start = Math.max(0, anchor);
  // Rightwards from the main subject, each moves left to the closest the ones before allow; then leftwards.
  for (let k = start + 1; k < members.length; k++) {
    let move = Number.POSITIVE_INFINITY;
    for (let j = start; j < k; j++) {
      const s = slack(outlines[j] as Outline, xs[j] as number, outlines[k] as Outline, xs[k] as number);
      if (s === null) return [...placements];
      move = Math.min(move, s);
    }
    for (let m = k; m < members.length; m++) xs[m] = (xs[m] as number) - move;
  }
  for (let k = start - 1; k >= 0; k--) {
    let move = Number.POSITIVE_INFINITY;
    for (let j = k + 1; j <= start; j++) {
      const s = slack(outlines[k] as Outline, xs[k] as number, outlines[j] as Outline, xs[j] as number);
      if (s === null) return [...placements];
      move = Math.min(move, s);
    }
    for (let m = k; m >= 0; m--) xs[m] = (xs[m] as number) + move;
  }
  const span = (at: readonly number[]) => {
    const reaches = outlines.map((o, k) => reachOf(o, at[k] as number));
    return [Math.min(...reaches.map((r) => r[0])), Math.max(...reaches.map((r) => r[1]))] as const;
  };
  const [wasLeft, wasRight] = span(members.map(({ p }) => p.x));
  const [left, right] = span(xs);
  const main = members[start]?.p as Placement;
  let growth = Math.min(
    MAX_GROWTH,
    (wasRight - wasLeft) / Math.max(1, right - left),
    (MAX_MAIN_HEIGHT * PAGE) / main.height,
  );
  for (const { p } of members) {
    const above = p.waterline === undefined ? p.height : p.height - (p.bottom - p.waterline);
    const foot = p.waterline ?? p.bottom;
    growth = Math.min(growth, (foot - MARGIN) / Math.max(1, above));
  }
  growth = Math.max(1, growth);
  const centre = (wasLeft + wasRight) / 2;
  const packedCentre = (left + right) / 2;
  const out = [...placements];
  members.forEach(({ p, i }, k) => {
    out[i] = {
      ...p,
      x: centre + ((xs[k] as number) - packedCentre) * growth,
      height: p.height * growth,
      bottom: p.waterline === undefined ? p.bottom : p.waterline + (p.bottom - p.waterline) * growth,
    };
  });
  return out;
}
