import { num } from './svg-kit.ts';

/**
 * Petal, leaf and teardrop outlines for rings of motifs. A petal is drawn along a ray from the
 * centre (cx, cy): its base at radius `r0`, its tip at `r1`, `halfWidth` pixels wide at its
 * widest on either side of the ray. All are closed cubic Bézier paths.
 */
export type PetalShape = 'almond' | 'teardrop' | 'round' | 'arch';

/** Shapes whose tip is a sharp point (a point may rest on a circle; a round tip may not). */
export const POINTED_SHAPES: ReadonlySet<PetalShape> = new Set(['almond', 'teardrop']);

/** A cubic's control offset reaching `halfWidth` at its widest (a cubic peaks at 3/4 of it). */
const BULGE = 4 / 3;

/** Path data of a petal in local coordinates: x along the ray (base r0 to tip r1), y across. */
function localD(shape: PetalShape, r0: number, r1: number, w: number): string {
  const l = r1 - r0;
  const h = w * BULGE;
  switch (shape) {
    case 'almond':
      return `M${num(r0)} 0C${num(r0 + 0.25 * l)} ${num(-h)} ${num(r0 + 0.75 * l)} ${num(-h)} ${num(r1)} 0C${num(r0 + 0.75 * l)} ${num(h)} ${num(r0 + 0.25 * l)} ${num(h)} ${num(r0)} 0Z`;
    case 'teardrop':
      return `M${num(r0)} 0C${num(r0)} ${num(-h * 0.95)} ${num(r0 + 0.55 * l)} ${num(-h)} ${num(r1)} 0C${num(r0 + 0.55 * l)} ${num(h)} ${num(r0)} ${num(h * 0.95)} ${num(r0)} 0Z`;
    case 'round':
      return `M${num(r0)} 0C${num(r0 + 0.45 * l)} ${num(-h)} ${num(r1)} ${num(-h * 0.95)} ${num(r1)} 0C${num(r1)} ${num(h * 0.95)} ${num(r0 + 0.45 * l)} ${num(h)} ${num(r0)} 0Z`;
    case 'arch': {
      // Straight sides from a narrow base to a half-circle tip.
      const top = r1 - w;
      return `M${num(r0)} ${num(-w * 0.55)}L${num(top)} ${num(-w)}A${num(w)} ${num(w)} 0 0 1 ${num(top)} ${num(w)}L${num(r0)} ${num(w * 0.55)}Z`;
    }
  }
}

/** Points along one side (y ≤ 0) of a petal's outline, local coordinates as in `localD`. */
function outlineSamples(shape: PetalShape, r0: number, r1: number, w: number): Array<[number, number]> {
  const l = r1 - r0;
  const h = w * BULGE;
  const cubic = (x: readonly number[], y: readonly number[]): Array<[number, number]> =>
    Array.from({ length: 33 }, (_, i) => {
      const t = i / 32;
      const b = [(1 - t) ** 3, 3 * t * (1 - t) ** 2, 3 * t * t * (1 - t), t ** 3];
      return [
        b.reduce((s, k, j) => s + k * (x[j] as number), 0),
        b.reduce((s, k, j) => s + k * (y[j] as number), 0),
      ];
    });
  switch (shape) {
    case 'almond':
      return cubic([r0, r0 + 0.25 * l, r0 + 0.75 * l, r1], [0, -h, -h, 0]);
    case 'teardrop':
      return cubic([r0, r0, r0 + 0.55 * l, r1], [0, -h * 0.95, -h, 0]);
    case 'round':
      return cubic([r0, r0 + 0.45 * l, r1, r1], [0, -h, -h * 0.95, 0]);
    case 'arch': {
      const top = r1 - w;
      const side = Array.from({ length: 17 }, (_, i): [number, number] => [
        r0 + ((top - r0) * i) / 16,
        -w * (0.55 + (0.45 * i) / 16),
      ]);
      const cap = Array.from({ length: 17 }, (_, i): [number, number] => {
        const a = (Math.PI / 2) * (i / 16);
        return [top + w * Math.sin(a), -w * Math.cos(a)];
      });
      return [...side, ...cap];
    }
  }
}

/**
 * The widest half-width (px) a petal from r0 to r1 may have so that `count` of them round a
 * centre keep `gap` pixels of white between neighbours beyond radius `visibleFrom` (nearer the
 * centre a disc hides them). Found by bisection on the sampled outline; at most 0.45 of the
 * petal's length, so petals stay petal-shaped.
 */
export function petalHalfWidth(
  shape: PetalShape,
  count: number,
  r0: number,
  r1: number,
  gap: number,
  visibleFrom = r0,
): number {
  const sin = Math.sin(Math.PI / count);
  const cos = Math.cos(Math.PI / count);
  const fits = (w: number): boolean =>
    outlineSamples(shape, r0, r1, w).every(([x, y]) => x < visibleFrom || x * sin + y * cos >= gap / 2);
  let low = 0;
  let high = (r1 - r0) * 0.45;
  if (fits(high)) return high;
  for (let i = 0; i < 20; i++) {
    const mid = (low + high) / 2;
    if (fits(mid)) low = mid;
    else high = mid;
  }
  return low;
}

/** A petal as an SVG path element, turned to `angle` radians about (cx, cy). */
export function petal(
  cx: number,
  cy: number,
  angle: number,
  r0: number,
  r1: number,
  halfWidth: number,
  shape: PetalShape,
): string {
  const deg = (angle * 180) / Math.PI;
  return `<path transform="translate(${num(cx)} ${num(cy)}) rotate(${num(deg)})" d="${localD(shape, r0, r1, halfWidth)}"/>`;
}

/**
 * The petal's outline shrunk inward by about `inset` pixels: drawn inside the petal it makes a
 * second region (the classic doubled petal of a mandala). Null when the petal is too slim to
 * leave both regions colourable.
 */
export function innerPetal(
  cx: number,
  cy: number,
  angle: number,
  r0: number,
  r1: number,
  halfWidth: number,
  shape: PetalShape,
  inset: number,
): string | null {
  const w = halfWidth - inset;
  const base = r0 + inset * (shape === 'teardrop' || shape === 'arch' ? 1 : 2.2);
  const tip = r1 - inset * (POINTED_SHAPES.has(shape) ? 2.2 : 1);
  if (w < 9 || tip - base < 30) return null;
  return petal(cx, cy, angle, base, tip, w, shape);
}

/** Path data of a disc whose rim is `count` outward scallops between `inner` and `outer` radii. */
export function scallopD(
  cx: number,
  cy: number,
  inner: number,
  outer: number,
  count: number,
  rotation: number,
): string {
  const step = (2 * Math.PI) / count;
  const points: string[] = [];
  for (let i = 0; i < count; i++) {
    const a0 = rotation + i * step;
    const a1 = a0 + step;
    const p0 = { x: cx + inner * Math.cos(a0), y: cy + inner * Math.sin(a0) };
    const p1 = { x: cx + inner * Math.cos(a1), y: cy + inner * Math.sin(a1) };
    // One cubic per scallop, bulging to `outer` at its middle.
    const reach = (outer - inner * Math.cos(step / 2)) * BULGE;
    const mid = a0 + step / 2;
    const ox = Math.cos(mid) * reach;
    const oy = Math.sin(mid) * reach;
    if (i === 0) points.push(`M${num(p0.x)} ${num(p0.y)}`);
    points.push(
      `C${num(p0.x + ox)} ${num(p0.y + oy)} ${num(p1.x + ox)} ${num(p1.y + oy)} ${num(p1.x)} ${num(p1.y)}`,
    );
  }
  return `${points.join('')}Z`;
}
