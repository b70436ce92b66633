import type { InkMask } from './gray-image.ts';
import type { LabImage } from './lab.ts';
import { dilate, erode } from './morphology.ts';
import { drawRegionBoundaries, markBoundaries } from './region-lines.ts';
import { labelOpenPixels } from './run-labels.ts';
import type { CountedLabelMap } from './slic.ts';

/** Weight of L* in the colour difference between two regions: shading matters less than hue. */
const LIGHTNESS_WEIGHT = 0.6;

/**
 * The page's outlines with a visual hierarchy: every boundary of `map` (page scale) drawn
 * `lineWidth` px wide (`drawRegionBoundaries`), and those between two regions whose mean colours
 * in the photo (`lab`, `scale` times smaller) differ by at least `boldStep` (ΔE, L* weighted
 * 0.6) drawn `boldWidth` px wide over them. Shapes (a sheep against grass, a ridge against the
 * sky) then read at a glance among the thinner lines that split one surface (wool, rock, bark)
 * into patches to colour, as a colouring book draws its contours bolder than the detail inside.
 * `boldWidth` at most `lineWidth` draws one weight. Closed as `drawRegionBoundaries`: the bold
 * ink only adds to it.
 */
export function drawOutlines(
  map: CountedLabelMap,
  lab: LabImage,
  scale: number,
  lineWidth: number,
  boldWidth: number,
  boldStep: number,
): InkMask {
  const mask = drawRegionBoundaries(map, lineWidth);
  if (boldWidth <= lineWidth) return mask;
  const { width, height, count } = map;
  const mean = regionColours(map, lab, scale);
  const isBold = (p: number, q: number): boolean => {
    const dl = ((mean[3 * p] as number) - (mean[3 * q] as number)) * LIGHTNESS_WEIGHT;
    const da = (mean[3 * p + 1] as number) - (mean[3 * q + 1] as number);
    const db = (mean[3 * p + 2] as number) - (mean[3 * q + 2] as number);
    return dl * dl + da * da + db * db >= boldStep * boldStep;
  };
  const seeds = boundarySeeds(map, boldWidth % 2 === 0, memoPairs(count, isBold));
  const thick = dilate({ ink: seeds, width, height }, Math.floor((boldWidth - 1) / 2)).ink;
  for (let i = 0; i < thick.length; i++) if (thick[i]) mask.ink[i] = 1;
  return mask;
}

/**
 * Draws the subject's silhouette bold on a finished page, in place: the outline between a
 * region of `map` (page scale) mostly inside `silhouette` (1 per pixel inside, `scale` times
 * smaller, `silhouetteWidth` wide; `cutSilhouette`) and one mostly outside keeps its inner half
 * and grows outwards to about `boldWidth` px, so the subject's shape reads first, as a
 * colouring book draws it. Inside lie the subject's small parts (an eye, a leg), whose paper a
 * line grown both ways shrank below what can be coloured. The ink goes only into wide paper
 * (what survives an opening of the paper by the reach + 2 px), never into a strip between two
 * lines or a wedge where a line meets it; where it still runs into ink thicker than a bold line
 * (a tip, a junction), or cuts off a piece of paper under `minPaper` pixels, it is taken back. Adds ink only in paper far from any other line, so no
 * region is split, joined or lost and the page's count stays as counted.
 */
export function boldenSilhouette(
  mask: InkMask,
  map: CountedLabelMap,
  silhouette: Uint8Array,
  silhouetteWidth: number,
  scale: number,
  lineWidth: number,
  boldWidth: number,
  minPaper: number,
): void {
  const { labels, width, height, count } = map;
  const inside = regionsInside(map, silhouette, silhouetteWidth, scale);
  if (!inside.includes(1)) return;
  const seeds = boundarySeeds(
    map,
    false,
    memoPairs(count, (p, q) => inside[p] !== inside[q]),
  );
  const reach = Math.max(1, Math.round(boldWidth - lineWidth / 2));
  const outer = dilate({ ink: seeds, width, height }, reach).ink;
  const paper = { ink: mask.ink.map((v) => 1 - v), width, height };
  const widePaper = dilate(erode(paper, reach + 2), reach + 2).ink;
  const added = new Uint8Array(width * height);
  for (let i = 0; i < outer.length; i++)
    if (outer[i] && widePaper[i] && !mask.ink[i] && !inside[labels[i] as number]) {
      mask.ink[i] = 1;
      added[i] = 1;
    }
  const knot = Math.ceil(boldWidth / 2) + 1;
  const knots = dilate(erode(mask, knot), knot + 1).ink;
  for (let i = 0; i < added.length; i++) if (added[i] && knots[i]) mask.ink[i] = 0;
  // Nor does it cut a corner of paper off into a piece too small to colour.
  const { labels: pieces, sizes } = labelOpenPixels(mask.ink, width, height);
  const crumbs = new Uint8Array(width * height);
  for (let i = 0; i < crumbs.length; i++) {
    const piece = pieces[i] as number;
    if (piece >= 0 && (sizes[piece] as number) < minPaper) crumbs[i] = 1;
  }
  const nearCrumbs = dilate({ ink: crumbs, width, height }, reach + 1).ink;
  for (let i = 0; i < added.length; i++) if (added[i] && nearCrumbs[i]) mask.ink[i] = 0;
  // What those cuts left apart from the line is a speck.
  const { labels: inkPieces, count: inkCount } = labelOpenPixels(
    mask.ink.map((v) => 1 - v),
    width,
    height,
  );
  const onLine = new Uint8Array(inkCount);
  for (let i = 0; i < added.length; i++) {
    const piece = inkPieces[i] as number;
    if (piece >= 0 && !added[i]) onLine[piece] = 1;
  }
  for (let i = 0; i < added.length; i++) {
    const piece = inkPieces[i] as number;
    if (piece >= 0 && !onLine[piece]) mask.ink[i] = 0;
  }
}

/** `isPair(p, q)` memoised over unordered pairs of `count` labels. */
function memoPairs(
  count: number,
  isPair: (p: number, q: number) => boolean,
): (p: number, q: number) => boolean {
  const memo = new Map<number, boolean>();
  return (p, q) => {
    const key = p < q ? p * count + q : q * count + p;
    let value = memo.get(key);
    if (value === undefined) memo.set(key, (value = isPair(p, q)));
    return value;
  };
}

/** 1 on the boundary pixels (`markBoundaries`) of `map` beside a label `isPair` picks. */
function boundarySeeds(
  map: CountedLabelMap,
  isEven: boolean,
  isPair: (p: number, q: number) => boolean,
): Uint8Array {
  const { labels, width, height } = map;
  const marked = markBoundaries(map, isEven);
  const seeds = new Uint8Array(width * height);
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      const i = y * width + x;
      if (!marked[i]) continue;
      const p = labels[i] as number;
      for (const j of [
        x + 1 < width ? i + 1 : -1,
        y + 1 < height ? i + width : -1,
        x > 0 ? i - 1 : -1,
        i - width,
      ])
        if (j >= 0 && (labels[j] as number) !== p && isPair(p, labels[j] as number)) seeds[i] = 1;
    }
  return seeds;
}

/** Mean L*, a*, b* of each region of `map` (page scale) over `lab`, `scale` times smaller. */
function regionColours(map: CountedLabelMap, lab: LabImage, scale: number): Float64Array {
  const { labels, width, height, count } = map;
  const sum = new Float64Array(count * 3);
  const size = new Float64Array(count);
  for (let y = 0; y < height; y++) {
    const row = Math.min(lab.height - 1, Math.floor(y / scale)) * lab.width;
    for (let x = 0; x < width; x++) {
      const r = labels[y * width + x] as number;
      const k = row + Math.min(lab.width - 1, Math.floor(x / scale));
      size[r] = (size[r] as number) + 1;
      sum[3 * r] = (sum[3 * r] as number) + (lab.l[k] as number);
      sum[3 * r + 1] = (sum[3 * r + 1] as number) + (lab.a[k] as number);
      sum[3 * r + 2] = (sum[3 * r + 2] as number) + (lab.b[k] as number);
    }
  }
  for (let r = 0; r < count; r++)
    for (let c = 0; c < 3; c++) sum[3 * r + c] = (sum[3 * r + c] as number) / Math.max(1, size[r] as number);
  return sum;
}

/**
 * 1 for each region of `map` (page scale) with most of its pixels on `silhouette` (1 per pixel
 * inside, `silhouetteWidth` wide, `scale` times smaller), else 0.
 */
function regionsInside(
  map: CountedLabelMap,
  silhouette: Uint8Array,
  silhouetteWidth: number,
  scale: number,
): Uint8Array {
  const silhouetteHeight = silhouette.length / silhouetteWidth;
  const { labels, width, height, count } = map;
  const on = new Float64Array(count);
  const size = new Float64Array(count);
  for (let y = 0; y < height; y++) {
    const row = Math.min(silhouetteHeight - 1, Math.floor(y / scale)) * silhouetteWidth;
    for (let x = 0; x < width; x++) {
      const r = labels[y * width + x] as number;
      size[r] = (size[r] as number) + 1;
      on[r] =
        (on[r] as number) +
        (silhouette[row + Math.min(silhouetteWidth - 1, Math.floor(x / scale))] as number);
    }
  }
  return Uint8Array.from(on, (n, r) => (n * 2 > (size[r] as number) ? 1 : 0));
}
