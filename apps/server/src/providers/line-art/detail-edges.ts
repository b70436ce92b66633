import { gaussianBlur } from './filters.ts';
import type { LabImage } from './lab.ts';

/** A set of edge chains at work scale: `chain[i]` is the chain of pixel i, −1 for none. */
export interface EdgeChains {
  chain: Int32Array;
  width: number;
  height: number;
  /**
   * Per chain: pixel count, mean gradient (ΔE per pixel), mean subjectness (0–1), and 1 when it
   * closes round paper of its own (a ring).
   */
  length: Int32Array;
  strength: Float64Array;
  subject: Float64Array;
  isClosed: Uint8Array;
}

/** σ of the blur before the gradient, work pixels (Canny's smoothing). */
const EDGE_SIGMA = 1;
const TAN_22_5 = Math.tan(Math.PI / 8);
/** Hysteresis thresholds on the colour gradient, ΔE per pixel (L* weighted like the merging). */
const LOW_GRADIENT = 3;
const HIGH_GRADIENT = 7;
/** Work pixels round a detail line within which another one crowds it. */
const CROWDING_RADIUS = 3;
/** Share of a chain's pixels that may lie that close to lines already taken. */
const MAX_CROWDED_SHARE = 0.3;
/** Shortest ring kept at any level, work pixels (an eye about 4 px across). */
const MIN_RING_LENGTH = 12;
/** Largest bounding box (work pixels) of a chain tested as a ring. */
const MAX_RING_BOX_PX = 20000;
/** Pixels a chain must close round to count as closed (a ring: an eye, a window). */
const MIN_HOLE_PX = 3;
/**
 * Chain length (work pixels) past which a detail line ranks no higher: about an eye with its
 * lid and brow. Longer chains are mostly outlines the regions draw already.
 */
const RANK_LENGTH = 48;
/** Weight of L* in the gradient: shading counts less than a change of hue. */
const LIGHTNESS_WEIGHT = 0.8;

/**
 * The photo's strong edges as thin chains, Canny's method ("A Computational Approach to Edge
 * Detection", TPAMI 1986) on CIELAB: Gaussian blur, Sobel gradient of the channel that changes
 * most at each pixel (as OpenCV's multi-channel Canny), non-maximum suppression across the
 * edge and hysteresis between `LOW_GRADIENT` and `HIGH_GRADIENT`. Chains are the 8-connected
 * pieces of the result, each with its length, mean strength, mean `subject` (per pixel, 0–1)
 * and whether it closes round paper of its own. O(pixels).
 */
export function findEdgeChains(lab: LabImage, subject: Float32Array): EdgeChains {
  const { width, height } = lab;
  const n = width * height;
  const planes = [lab.l, lab.a, lab.b].map((p) => gaussianBlur(p, width, height, EDGE_SIGMA));
  const magnitude = new Float32Array(n);
  const direction = new Uint8Array(n); // 0: −, 1: /, 2: |, 3: \ (the gradient's direction)
  for (let y = 1; y < height - 1; y++)
    for (let x = 1; x < width - 1; x++) {
      const i = y * width + x;
      let best = 0;
      let bx = 0;
      let by = 0;
      for (let c = 0; c < 3; c++) {
        const p = planes[c] as Float32Array;
        const w = c === 0 ? LIGHTNESS_WEIGHT / 8 : 1 / 8;
        const gx =
          ((p[i - width + 1] as number) +
            2 * (p[i + 1] as number) +
            (p[i + width + 1] as number) -
            (p[i - width - 1] as number) -
            2 * (p[i - 1] as number) -
            (p[i + width - 1] as number)) *
          w;
        const gy =
          ((p[i + width - 1] as number) +
            2 * (p[i + width] as number) +
            (p[i + width + 1] as number) -
            (p[i - width - 1] as number) -
            2 * (p[i - width] as number) -
            (p[i - width + 1] as number)) *
          w;
        const m = gx * gx + gy * gy;
        if (m > best) {
          best = m;
          bx = gx;
          by = gy;
        }
      }
      magnitude[i] = Math.sqrt(best);
      // The gradient's direction to the nearest eighth of a turn (tan 22.5° ≈ 0.4142).
      const ax = Math.abs(bx);
      const ay = Math.abs(by);
      direction[i] = ay <= TAN_22_5 * ax ? 0 : ax <= TAN_22_5 * ay ? 2 : bx * by > 0 ? 1 : 3;
    }
  // Non-maximum suppression: a pixel stays when no neighbour along its gradient is stronger.
  const offsets = [1, width + 1, width, width - 1];
  const thin = new Uint8Array(n); // 1 weak, 2 strong
  for (let y = 1; y < height - 1; y++)
    for (let x = 1; x < width - 1; x++) {
      const i = y * width + x;
      const m = magnitude[i] as number;
      if (m < LOW_GRADIENT) continue;
      const o = offsets[direction[i] as number] as number;
      if (m < (magnitude[i + o] as number) || m <= (magnitude[i - o] as number)) continue;
      thin[i] = m >= HIGH_GRADIENT ? 2 : 1;
    }
  return chainsOf(thin, magnitude, subject, width, height);
}

/** 8-connected pieces of `thin` that hold a strong pixel (hysteresis), measured. */
function chainsOf(
  thin: Uint8Array,
  magnitude: Float32Array,
  subject: Float32Array,
  width: number,
  height: number,
): EdgeChains {
  const n = width * height;
  const chain = new Int32Array(n).fill(-1);
  const queue = new Int32Array(n);
  const length: number[] = [];
  const strength: number[] = [];
  const subjectness: number[] = [];
  const closed: number[] = [];
  for (let start = 0; start < n; start++) {
    if (thin[start] !== 2 || chain[start] !== -1) continue;
    const id = length.length;
    let head = 0;
    let tail = 0;
    queue[tail++] = start;
    chain[start] = id;
    let sum = 0;
    let subjectSum = 0;
    const box = [width, height, -1, -1];
    while (head < tail) {
      const p = queue[head++] as number;
      sum += magnitude[p] as number;
      subjectSum += subject[p] as number;
      const x = p % width;
      const y = (p - x) / width;
      box[0] = Math.min(box[0] as number, x);
      box[1] = Math.min(box[1] as number, y);
      box[2] = Math.max(box[2] as number, x);
      box[3] = Math.max(box[3] as number, y);
      for (let dy = -1; dy <= 1; dy++)
        for (let dx = -1; dx <= 1; dx++) {
          if (dx === 0 && dy === 0) continue;
          const xx = x + dx;
          const yy = y + dy;
          if (xx < 0 || yy < 0 || xx >= width || yy >= height) continue;
          const q = yy * width + xx;
          if (!thin[q]) continue;
          if (chain[q] === -1) {
            chain[q] = id;
            queue[tail++] = q;
          }
        }
    }
    length.push(tail);
    strength.push(sum / tail);
    subjectness.push(subjectSum / tail);
    closed.push(enclosesPaper(chain, id, width, box) ? 1 : 0);
  }
  return {
    chain,
    width,
    height,
    length: Int32Array.from(length),
    strength: Float64Array.from(strength),
    subject: Float64Array.from(subjectness),
    isClosed: Uint8Array.from(closed),
  };
}

/**
 * Whether chain `id` closes round at least `MIN_HOLE_PX` pixels of its own: the pixels of its
 * bounding box `[x0, y0, x1, y1]` that a 4-connected flood from outside the box cannot reach
 * without crossing it. O(box area).
 */
function enclosesPaper(chain: Int32Array, id: number, width: number, [x0, y0, x1, y1]: number[]): boolean {
  const left = (x0 as number) - 1;
  const top = (y0 as number) - 1;
  const w = (x1 as number) - left + 2;
  const h = (y1 as number) - top + 2;
  // Rings worth the name are small (eyes, windows); a long contour is an outline, not a ring.
  if (w < 5 || h < 5 || w * h > MAX_RING_BOX_PX) return false;
  const isWall = (x: number, y: number): boolean => {
    const px = x + left;
    const py = y + top;
    return px >= 0 && py >= 0 && px < width && chain[py * width + px] === id;
  };
  const reached = new Uint8Array(w * h);
  const queue = new Int32Array(w * h);
  let head = 0;
  let tail = 0;
  reached[0] = 1;
  queue[tail++] = 0;
  let open = 0;
  for (let y = 0; y < h; y++) for (let x = 0; x < w; x++) if (!isWall(x, y)) open++;
  while (head < tail) {
    const p = queue[head++] as number;
    const x = p % w;
    const y = (p - x) / w;
    for (const [dx, dy] of NEIGHBOURS_4) {
      const xx = x + dx;
      const yy = y + dy;
      if (xx < 0 || yy < 0 || xx >= w || yy >= h) continue;
      const q = yy * w + xx;
      if (reached[q] || isWall(xx, yy)) continue;
      reached[q] = 1;
      queue[tail++] = q;
    }
  }
  return open - tail >= MIN_HOLE_PX;
}

const NEIGHBOURS_4 = [
  [1, 0],
  [-1, 0],
  [0, 1],
  [0, -1],
] as const;

/** Which chains become detail lines, per detail level. */
export interface DetailLineSettings {
  /** Shortest chain kept, work pixels. */
  minLength: number;
  /** Most chains drawn (the best ranked first, among those clear of the outlines). */
  maxLines: number;
  /** Least mean subjectness (0–1) of a chain kept: detail goes on the subject only. */
  minSubject: number;
}

/**
 * The chains worth drawing, best first: on the subject, at least `minLength` long, ranked by
 * length × strength (rings first). All of them: which fit between the page's outlines, and
 * the first `maxLines` of those, is decided once the outlines are drawn (`drawDetailLines`).
 */
export function pickDetailChains(chains: EdgeChains, settings: DetailLineSettings): number[] {
  const ids: number[] = [];
  for (let c = 0; c < chains.length.length; c++) {
    const minLength = chains.isClosed[c] ? Math.min(settings.minLength, MIN_RING_LENGTH) : settings.minLength;
    if ((chains.length[c] as number) >= minLength && (chains.subject[c] as number) >= settings.minSubject)
      ids.push(c);
  }
  // A closed chain (an eye, a window) makes a shape to colour: it goes first. Length counts up
  // to `RANK_LENGTH` only and the subject weight squared: a face's eyes and mouth (short,
  // deep in the subject) rank before long edges at its rim, which the outlines mostly draw.
  const score = (c: number): number =>
    Math.min(chains.length[c] as number, RANK_LENGTH) *
    (chains.strength[c] as number) *
    (chains.subject[c] as number) ** 2 *
    (chains.isClosed[c] ? 4 : 1);
  ids.sort((p, q) => score(q) - score(p) || p - q);
  return ids;
}

/**
 * The first `max` of `ids` (best first) that do not crowd one already taken: a chain with more
 * than `MAX_CROWDED_SHARE` of its pixels within `CROWDING_RADIUS` of a taken one is skipped, so
 * a badge's lettering or a patch of fur gives a line or two, not a scribble.
 */
export function spreadOut(chains: EdgeChains, ids: readonly number[], max: number): number[] {
  const { chain, width, height } = chains;
  const wanted = new Uint8Array(chains.length.length);
  for (const id of ids) wanted[id] = 1;
  const pixels = new Map<number, number[]>();
  for (let i = 0; i < chain.length; i++) {
    const c = chain[i] as number;
    if (c < 0 || !wanted[c]) continue;
    let list = pixels.get(c);
    if (!list) pixels.set(c, (list = []));
    list.push(i);
  }
  const taken = new Uint8Array(width * height);
  const picked: number[] = [];
  const r = CROWDING_RADIUS;
  for (const id of ids) {
    if (picked.length >= max) break;
    const list = pixels.get(id) ?? [];
    let crowded = 0;
    for (const i of list) if (taken[i]) crowded++;
    if (crowded > MAX_CROWDED_SHARE * list.length) continue;
    picked.push(id);
    for (const i of list) {
      const x = i % width;
      const y = (i - x) / width;
      for (let yy = Math.max(0, y - r); yy <= Math.min(height - 1, y + r); yy++)
        for (let xx = Math.max(0, x - r); xx <= Math.min(width - 1, x + r); xx++) {
          const j = yy * width + xx;
          if (chain[j] !== id) taken[j] = 1;
        }
    }
  }
  return picked;
}
