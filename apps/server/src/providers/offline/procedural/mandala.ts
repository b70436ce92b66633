import type { DetailLevel } from '@huebook/shared/constants';

import { between, pick, type Random } from '../prng.ts';

import {
  innerPetal,
  petal,
  petalHalfWidth as fitHalfWidth,
  POINTED_SHAPES,
  scallopD,
  type PetalShape,
} from './petals.ts';
import { circle, PAGE, path, polar, polygon, type Point } from './svg-kit.ts';

/**
 * Mandalas: concentric bands drawn from the outside in, each band a white disc (plain or
 * scalloped) holding one ring of motifs, every later disc hiding the inner ends of the ring
 * before it, so every outline is closed by construction. A ring of free petals frames the
 * whole; a small flower sits at the centre. All rings share one fold count (6, 8, 10 or 12)
 * or a multiple of it, the rotational symmetry a mandala is known by.
 *
 * The number of colourable regions is planned, not measured: each band knows how many regions
 * it makes (`bandRegions`), and fold counts are chosen so the total lands near the detail
 * level's target.
 */

/** Regions each level aims for, inside `DETAIL_REGION_RANGES` with room for error. */
const TARGET: Record<DetailLevel, number> = { simple: 26, medium: 85, detailed: 240 };
/** Bands between the outer petals and the centre, per level. */
const BANDS: Record<DetailLevel, readonly [number, number]> = {
  simple: [1, 1],
  medium: [3, 4],
  detailed: [5, 6],
};
/** Smallest area planned for one region, px² (a comfortable crayon target). */
const MIN_REGION_AREA = 700;
/** Smallest white gap left between two outlines that must not touch, px. */
const GAP = 12;

const CX = PAGE / 2;
const CY = PAGE / 2;
const OUTER_RADIUS = 482;

type BandKind = 'petals' | 'pointed' | 'lotus' | 'dots' | 'zigzag' | 'scallops';

interface Band {
  kind: BandKind;
  outer: number;
  inner: number;
  count: number;
  shape: PetalShape;
  doubled: boolean;
  offset: number;
}

/** Elements and the colourable regions they make, counted as they are drawn. */
interface Drawn {
  elements: string[];
  regions: number;
  /** Whether some motif came out too slim to colour (half-width under `MIN_HALF_WIDTH`). */
  isTooFine?: boolean;
}

/** Slimmest petal half-width worth colouring, px. */
const MIN_HALF_WIDTH = 12;

/** A mandala page's elements, seeded by `random`, with about `TARGET[detail]` regions. */
export function mandalaElements(random: Random, detail: DetailLevel): string[] {
  const fold = pick(random, detail === 'simple' ? [6, 8] : [6, 8, 10, 12]);
  const [minBands, maxBands] = BANDS[detail];
  const bandCount = minBands + Math.floor(random() * (maxBands - minBands + 1));
  const centre = detail === 'simple' ? between(random, 75, 95) : between(random, 55, 75);
  const bandsOuter = between(random, 0.62, 0.72) * OUTER_RADIUS;

  // Band edges: random widths between the centre disc and the outer petals.
  const weights = Array.from({ length: bandCount }, () => between(random, 0.7, 1.3));
  const total = weights.reduce((sum, w) => sum + w, 0);
  const edges = [bandsOuter];
  for (const w of weights) edges.push((edges.at(-1) as number) - ((bandsOuter - centre) * w) / total);

  const kinds: readonly BandKind[] =
    detail === 'simple' ? ['petals', 'lotus'] : ['petals', 'pointed', 'lotus', 'dots', 'zigzag', 'scallops'];
  const step = (2 * Math.PI) / fold;
  const bands: Band[] = edges.slice(1).map((inner, i) => ({
    kind: pick(random, kinds),
    outer: edges[i] as number,
    inner,
    count: fold,
    shape: pick(random, ['almond', 'round', 'teardrop'] as const),
    doubled: false,
    offset: random() < 0.5 ? 0 : step / 2,
  }));
  const outer = {
    count: fold * (detail === 'detailed' ? 2 : 1),
    shape: pick(random, ['almond', 'round', 'teardrop', 'arch'] as const),
    doubled: detail !== 'simple' && random() < 0.7,
  };

  const rotation = -Math.PI / 2;
  for (const band of bands) if (drawBand(band, rotation).isTooFine) band.kind = 'dots';
  const draw = (): Drawn => {
    const parts = [
      outerPetals(outer.count, bandsOuter, outer.shape, outer.doubled, rotation + Math.PI / outer.count),
      ...bands.map((band) => drawBand(band, rotation)),
      centreFlower(fold, centre, rotation),
    ];
    return {
      elements: parts.flatMap((p) => p.elements),
      regions: parts.reduce((sum, p) => sum + p.regions, 0),
    };
  };

  // Spend the region budget: double petals and raise fold multiples where the area allows.
  let drawn = draw();
  if (drawn.regions > TARGET[detail] * 1.4) {
    for (const band of bands) band.kind = 'petals';
    drawn = draw();
  }
  for (let round = 0; round < 150 && drawn.regions < TARGET[detail]; round++) {
    const band = bands[Math.floor(random() * bands.length)] as Band;
    const before = { ...band };
    const wasDoubled = outer.doubled;
    const move = random();
    const doubleable = band.kind === 'petals' || band.kind === 'pointed' || band.kind === 'lotus';
    if (move < 0.1 && detail !== 'simple') outer.doubled = true;
    else if (move < 0.25) band.kind = pick(random, ['pointed', 'lotus'] as const);
    else if (move < 0.6 && doubleable) band.doubled = true;
    else if (band.kind !== 'zigzag' || band.count < 2 * fold) band.count += fold;
    const next = draw();
    const area = Math.PI * (band.outer ** 2 - band.inner ** 2);
    const mine = drawBand(band, rotation);
    const isCramped = area / Math.max(1, mine.regions) < MIN_REGION_AREA || mine.isTooFine === true;
    if (next.regions <= drawn.regions || isCramped || next.regions > TARGET[detail] * 1.3) {
      Object.assign(band, before);
      outer.doubled = wasDoubled;
    } else drawn = next;
  }
  return drawn.elements;
}

/** The ring of petals round the outside inside a bounding circle, bases under the first disc. */
function outerPetals(
  count: number,
  base: number,
  shape: PetalShape,
  doubled: boolean,
  rotation: number,
): Drawn {
  const r0 = base - 30;
  const pointed = POINTED_SHAPES.has(shape);
  const tip = pointed ? OUTER_RADIUS : OUTER_RADIUS - GAP;
  const halfWidth = fitHalfWidth(shape, count, r0, tip, GAP, base);
  const elements = [circle(CX, CY, OUTER_RADIUS)];
  let regions = pointed ? count : 1;
  for (let i = 0; i < count; i++) {
    const a = rotation + (i * 2 * Math.PI) / count;
    elements.push(petal(CX, CY, a, r0, tip, halfWidth, shape));
    regions++;
    const inner = doubled ? innerPetal(CX, CY, a, base, tip, halfWidth, shape, 16) : null;
    if (inner) elements.push(inner);
    if (inner) regions++;
  }
  return { elements, regions };
}

/** One band: its disc, then its ring of motifs; the next band's disc hides their inner ends. */
function drawBand(band: Band, rotation: number): Drawn {
  const { outer, inner, count } = band;
  const step = (2 * Math.PI) / count;
  const offset = rotation + band.offset;
  const angles = Array.from({ length: count }, (_, i) => offset + i * step);
  if (band.kind === 'scallops') {
    const depth = Math.min((outer - inner) * 0.45, outer * Math.sin(step / 2) * 0.8);
    const elements = [path(scallopD(CX, CY, outer - depth, outer, count, offset - step / 2))];
    const dot = Math.min(depth * 0.3, (outer - depth) * Math.sin(step / 2) * 0.5);
    if (dot < 10) return { elements, regions: 1 };
    for (const a of angles) {
      const p = polar(CX, CY, outer - depth * 0.55, a);
      elements.push(circle(p.x, p.y, dot));
    }
    return { elements, regions: count + 1 };
  }
  const elements = [circle(CX, CY, outer)];
  if (band.kind === 'dots') {
    const mid = (outer + inner) / 2;
    const r = Math.min((outer - inner) / 2 - GAP, mid * Math.sin(step / 2) - GAP / 2, 40);
    if (r < 12) return { elements, regions: 1 };
    for (const a of angles) {
      const p = polar(CX, CY, mid, a);
      elements.push(circle(p.x, p.y, r));
    }
    return { elements, regions: count + 1 };
  }
  if (band.kind === 'zigzag') {
    const points: Point[] = [];
    for (const a of angles) points.push(polar(CX, CY, outer, a), polar(CX, CY, inner - 8, a + step / 2));
    elements.push(polygon(points));
    return { elements, regions: 2 * count };
  }
  const pointed = band.kind === 'pointed';
  const shape: PetalShape = pointed && !POINTED_SHAPES.has(band.shape) ? 'almond' : band.shape;
  const r0 = inner - 8;
  if (band.kind === 'lotus') {
    // Long pointed petals resting on the band's rim, shorter ones between them.
    const long = shape === 'round' ? 'almond' : shape;
    const back = ring(angles, r0, outer, long, band.doubled, petalHalfWidth(2 * count, r0, outer, long));
    const short = inner + (outer - inner) * 0.62;
    const between = angles.map((a) => a + step / 2);
    const front = ring(between, r0, short, shape, band.doubled, petalHalfWidth(2 * count, r0, short, shape));
    return {
      elements: [...elements, ...back.elements, ...front.elements],
      regions: back.regions + front.regions + count,
      isTooFine: back.isTooFine || front.isTooFine,
    };
  }
  const tip = pointed ? outer : outer - GAP;
  const petals = ring(angles, r0, tip, shape, band.doubled, petalHalfWidth(count, r0, tip, shape));
  return {
    elements: [...elements, ...petals.elements],
    regions: petals.regions + (pointed ? count : 1),
    isTooFine: petals.isTooFine,
  };
}

/** Half-width of `count` petals from r0 to r1 keeping a gap between neighbours outside r0 + 8. */
function petalHalfWidth(count: number, r0: number, r1: number, shape: PetalShape): number {
  return fitHalfWidth(shape, count, r0, r1, GAP, r0 + 8);
}

/** Petals at `angles` from r0 to r1, each `halfWidth` wide; `doubled` adds an inner outline. */
function ring(
  angles: readonly number[],
  r0: number,
  r1: number,
  shape: PetalShape,
  doubled: boolean,
  halfWidth: number,
): Drawn {
  const elements: string[] = [];
  let regions = 0;
  for (const a of angles) {
    elements.push(petal(CX, CY, a, r0, r1, halfWidth, shape));
    regions++;
    const inner = doubled ? innerPetal(CX, CY, a, r0 + 10, r1, halfWidth, shape, 11) : null;
    if (inner) elements.push(inner);
    if (inner) regions++;
  }
  return { elements, regions, isTooFine: halfWidth < MIN_HALF_WIDTH };
}

/** The centre: a disc holding a small flower of `fold` petals round a round heart. */
function centreFlower(fold: number, radius: number, rotation: number): Drawn {
  const heart = radius * 0.32;
  const angles = Array.from({ length: fold }, (_, i) => rotation + (i * 2 * Math.PI) / fold);
  const halfWidth = petalHalfWidth(fold, heart - 4, radius - GAP, 'round');
  if (halfWidth < 9) return { elements: [circle(CX, CY, radius), circle(CX, CY, heart)], regions: 2 };
  const petals = ring(angles, heart - 4, radius - GAP, 'round', false, halfWidth);
  return {
    elements: [circle(CX, CY, radius), ...petals.elements, circle(CX, CY, heart)],
    regions: petals.regions + 2,
  };
}
