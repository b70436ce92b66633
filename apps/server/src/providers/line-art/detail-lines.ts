import { removeSpecks } from './components.ts';
import { spreadOut, type EdgeChains } from './detail-edges.ts';
import type { InkMask } from './gray-image.ts';
import { pageLightness } from './lab.ts';
import { dilateSquare } from './morphology.ts';
import { DARK_STEP, dropSolidStrokes } from './pockets.ts';
import { labelOpenPixels } from './run-labels.ts';

/** Least share of a chain's pixels clear of the outlines for it to be drawn. */
const MIN_INTERIOR_SHARE = 0.7;
/** Erosion radius (page pixels) past which a stroke is a solid blob: ink over 9 px thick. */
const SOLID_CORE = 4;
/** Radius (page pixels) of the disc each chain pixel stamps: lines about 4 px wide. */
const STROKE_RADIUS = 2;

/**
 * Draws up to `maxLines` of the edge chains `ids` (work scale, best first, `pickDetailChains`)
 * into the page's outline mask `page`, `scale` times larger, about 4 px wide, in place: the
 * photo's strongest interior edges (eyes, a nose, a boat's hull) as detail lines. Chains mostly
 * along an outline already drawn are passed over before the budget is counted (they add
 * nothing): on astronaut.jpg the hair's and collar's outlines took most of Medium's 20 and
 * left one eye undrawn. A detail line keeps `clearance` page pixels away from the
 * outlines already drawn, so it never runs alongside one (which would leave a sliver too thin
 * to colour); what is left of a line under `minStroke` pixels is dropped, so no specks.
 * A detail line that closes on itself (an eye) makes a region of its own; the others lie inside
 * a closed region and cannot make a fill leak. An open line that would shut in a pocket of
 * paper under `minPaper` pixels (too small to colour, it would print as a blot) is left out;
 * a ring's small inside is inked by the page's pinhole filling, as a pupil is drawn. Given the
 * photo's `lightness` (L*, `scale` times smaller), a stroke that would print as a solid blob is
 * left out unless the photo is dark there (`dropSolidStrokes`).
 */
export function drawDetailLines(
  page: InkMask,
  chains: EdgeChains,
  ids: readonly number[],
  maxLines: number,
  scale: number,
  clearance: number,
  minStroke: number,
  minPaper: number,
  lightness?: Float32Array,
): void {
  const { width, height } = page;
  if (ids.length === 0) return;
  const near = dilateSquare(page, clearance).ink;
  // A chain mostly along an outline already drawn adds nothing: only interior ones are drawn.
  const total = new Int32Array(chains.length.length);
  const inside = new Int32Array(chains.length.length);
  const isPicked = new Uint8Array(chains.length.length);
  for (const id of ids) isPicked[id] = 1;
  const pageIndex = (x: number, y: number): number =>
    Math.min(height - 1, y * scale) * width + Math.min(width - 1, x * scale);
  for (let y = 0, i = 0; y < chains.height; y++)
    for (let x = 0; x < chains.width; x++, i++) {
      const c = chains.chain[i] as number;
      if (c < 0 || !isPicked[c]) continue;
      total[c] = (total[c] as number) + 1;
      if (!near[pageIndex(x, y)]) inside[c] = (inside[c] as number) + 1;
    }
  const interior = ids.filter((id) => (inside[id] as number) >= MIN_INTERIOR_SHARE * (total[id] as number));
  isPicked.fill(0);
  for (const id of spreadOut(chains, interior, maxLines)) isPicked[id] = 1;
  if (!isPicked.includes(1)) return;
  // Rings (an eye, a window) may shut in paper too small to colour: it is inked, a pupil.
  const isRing = (c: number): boolean => chains.isClosed[c] === 1;
  const rings = strokeMask(chains, (c) => isPicked[c] === 1 && isRing(c), scale, page, near, minStroke);
  const lines = strokeMask(chains, (c) => isPicked[c] === 1 && !isRing(c), scale, page, near, minStroke);
  const withRings = new Uint8Array(page.ink);
  for (let i = 0; i < rings.length; i++) if (rings[i]) withRings[i] = 1;
  dropPocketMakers(withRings, lines, width, height, minPaper, lightness && { lightness, scale });
  const drawn = removeSpecks({ ink: lines, width, height }, minStroke).ink;
  for (let i = 0; i < drawn.length; i++) if (rings[i]) drawn[i] = 1;
  if (lightness) dropSolidStrokes(page, drawn, lightness, scale, SOLID_CORE);
  for (let i = 0; i < drawn.length; i++) if (drawn[i]) page.ink[i] = 1;
}

/**
 * The chains `isDrawn` picks, `scale` times larger, about 4 px wide with round joins, less the
 * pixels `near` the outlines and the pieces under `minStroke` pixels.
 */
function strokeMask(
  chains: EdgeChains,
  isDrawn: (c: number) => boolean,
  scale: number,
  page: InkMask,
  near: Uint8Array,
  minStroke: number,
): Uint8Array {
  const { width, height } = page;
  const lines = new Uint8Array(width * height);
  // Each chain pixel stamps a disc at its centre on the page: round joins, no staircase.
  const r = STROKE_RADIUS;
  const reach = Math.ceil(r);
  for (let y = 0, i = 0; y < chains.height; y++)
    for (let x = 0; x < chains.width; x++, i++) {
      const c = chains.chain[i] as number;
      if (c < 0 || !isDrawn(c)) continue;
      const cx = (x + 0.5) * scale - 0.5;
      const cy = (y + 0.5) * scale - 0.5;
      for (
        let py = Math.max(0, Math.floor(cy - reach));
        py <= Math.min(height - 1, Math.ceil(cy + reach));
        py++
      )
        for (
          let px = Math.max(0, Math.floor(cx - reach));
          px <= Math.min(width - 1, Math.ceil(cx + reach));
          px++
        ) {
          const k = py * width + px;
          if (!near[k] && (px - cx) ** 2 + (py - cy) ** 2 <= r * r) lines[k] = 1;
        }
    }
  return removeSpecks({ ink: lines, width, height }, minStroke).ink;
}

/**
 * Clears, in place, each 4-connected piece of `lines` that borders paper pockets under
 * `minPaper` pixels, unless the photo is dark there: a pocket `DARK_STEP` L* darker than the
 * region round it (an iris inside an eye's outline, a nostril) is a pupil the pinhole filling
 * inks. Without that, the open chain of an eye (lid and iris, not quite a ring) was dropped
 * whole, and astronaut.jpg's left eye with it.
 */
function dropPocketMakers(
  ink: Uint8Array,
  lines: Uint8Array,
  width: number,
  height: number,
  minPaper: number,
  photo?: { lightness: Float32Array; scale: number },
): void {
  const n = width * height;
  const open = new Uint8Array(n);
  for (let i = 0; i < n; i++) open[i] = lines[i] ? 0 : 1;
  const pieces = labelOpenPixels(open, width, height);
  const blocked = new Uint8Array(n);
  for (let i = 0; i < n; i++) blocked[i] = ink[i] || lines[i] ? 1 : 0;
  const paper = labelOpenPixels(blocked, width, height);
  const isDark = photo ? darkPockets(ink, paper, width, height, minPaper, photo) : undefined;
  const isBad = new Uint8Array(pieces.count);
  let hasBad = false;
  for (let i = 0; i < n; i++) {
    const label = paper.labels[i] as number;
    if (label < 0 || (paper.sizes[label] as number) >= minPaper || isDark?.[label]) continue;
    const x = i % width;
    for (const j of [x > 0 ? i - 1 : -1, x < width - 1 ? i + 1 : -1, i - width, i + width]) {
      if (j < 0 || j >= n) continue;
      const piece = pieces.labels[j] as number;
      if (piece >= 0) {
        isBad[piece] = 1;
        hasBad = true;
      }
    }
  }
  if (!hasBad) return;
  for (let i = 0; i < n; i++) {
    const piece = pieces.labels[i] as number;
    if (piece >= 0 && isBad[piece]) lines[i] = 0;
  }
}

/** Page pixels round a pocket over which the photo's lightness around it is averaged. */
const SURROUND_PX = 16;

/**
 * Per piece of `paper`: 1 for a pocket under `minPaper` pixels whose mean L* in the photo is at
 * least `DARK_STEP` under that of the paper round it (within `SURROUND_PX`, lines and ink left
 * out): an iris inside the lids, whatever else shares the lids' region (hair, at Simple).
 */
function darkPockets(
  ink: Uint8Array,
  paper: { labels: Int32Array; count: number; sizes: Int32Array },
  width: number,
  height: number,
  minPaper: number,
  { lightness, scale }: { lightness: Float32Array; scale: number },
): Uint8Array {
  const lightAt = pageLightness(lightness, width, height, scale);
  const boxes = new Map<number, number[]>(); // pocket → [x0, y0, x1, y1, sum of L*]
  for (let y = 0, i = 0; y < height; y++)
    for (let x = 0; x < width; x++, i++) {
      const k = paper.labels[i] as number;
      if (k < 0 || (paper.sizes[k] as number) >= minPaper) continue;
      const box = boxes.get(k);
      if (!box) boxes.set(k, [x, y, x, y, lightAt(x, y)]);
      else {
        box[0] = Math.min(box[0] as number, x);
        box[2] = Math.max(box[2] as number, x);
        box[3] = y;
        box[4] = (box[4] as number) + lightAt(x, y);
      }
    }
  const out = new Uint8Array(paper.count);
  for (const [k, [x0, y0, x1, y1, sum]] of boxes as Map<number, [number, number, number, number, number]>) {
    let around = 0;
    let n = 0;
    for (let y = Math.max(0, y0 - SURROUND_PX); y <= Math.min(height - 1, y1 + SURROUND_PX); y++)
      for (let x = Math.max(0, x0 - SURROUND_PX); x <= Math.min(width - 1, x1 + SURROUND_PX); x++) {
        const label = paper.labels[y * width + x] as number;
        if (label < 0 || label === k || ink[y * width + x]) continue;
        around += lightAt(x, y);
        n++;
      }
    if (n > 0 && sum / (paper.sizes[k] as number) <= around / n - DARK_STEP) out[k] = 1;
  }
  return out;
}
