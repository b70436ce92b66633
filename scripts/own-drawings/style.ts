/** Colours and small parts shared by Huebook's own drawings (see `draw-own.ts` for the style). */
import {
  circleD,
  curveLine,
  deg,
  ellipseD,
  polyD,
  ribbonPts,
  roundPolyD,
  roundRectD,
  type P,
  type Svg,
} from './geom.ts';

export const CHEEK = '#ffb3c7';
export const MOUTH = '#e8566c';
/** Stroke of details that touch no other outline: thin, so the outline stays a line. */
export const D = 2;

/** A smiling open mouth: a half-moon below (cx, cy), width w, depth dpt. */
export function mouthD(cx: number, cy: number, w: number, dpt: number): string {
  return `M${cx - w / 2},${cy}Q${cx},${cy + dpt * 2} ${cx + w / 2},${cy}Q${cx},${cy + dpt * 0.35} ${cx - w / 2},${cy}Z`;
}

/** Draws `inner` clipped to `d`, then `d`'s outline again on top. */
export function clipped(s: Svg, d: string, inner: () => void, sw = s.sw): void {
  const id = `clip${s.parts.length}`;
  s.parts.push(`<clipPath id="${id}"><path d="${d}"/></clipPath><g clip-path="url(#${id})">`);
  inner();
  s.parts.push(`</g>`);
  s.parts.push(`<path d="${d}" fill="none" stroke="#000" stroke-width="${sw}" stroke-linejoin="round"/>`);
}
/** Draws `inner` clipped to the union of `ds` (no outline drawn: the shapes' own stays). */
export function clippedTo(s: Svg, ds: string[], inner: () => void): void {
  const id = `clip${s.parts.length}`;
  s.parts.push(
    `<clipPath id="${id}">${ds.map((d) => `<path d="${d}"/>`).join('')}</clipPath><g clip-path="url(#${id})">`,
  );
  inner();
  s.parts.push(`</g>`);
}
export function face(
  s: Svg,
  cx: number,
  cy: number,
  gap: number,
  e: [number, number],
  o: {
    cheekDx?: number;
    cheekDy?: number;
    mouthDy?: number;
    mouthW?: number;
    mouthD?: number;
    cheek?: [number, number];
  } = {},
): void {
  s.eye(cx - gap / 2, cy, e[0], e[1]);
  s.eye(cx + gap / 2, cy, e[0], e[1]);
  const cdx = o.cheekDx ?? gap / 2 + e[0] * 1.6,
    cdy = o.cheekDy ?? e[1] * 1.7;
  const [crx, cry] = o.cheek ?? [e[0] * 1.3, e[0] * 0.8];
  s.path(ellipseD(cx - cdx, cy + cdy, crx, cry), CHEEK, D);
  s.path(ellipseD(cx + cdx, cy + cdy, crx, cry), CHEEK, D);
  if (o.mouthW !== 0)
    s.path(mouthD(cx, cy + (o.mouthDy ?? e[1] * 1.6), o.mouthW ?? gap * 0.45, o.mouthD ?? 16), MOUTH, D);
}
export const tri = (a: P, b: P, c: P, r: [number, number, number]) => roundPolyD([a, b, c], r);

/**
 * The arms and neck of the standing child drawings (girl, boy; about 460 units wide): the left
 * arm hanging down, the right one raised to wave (its hand is where a kite string is held),
 * each ending in a round hand, in `skin`.
 */
export function wavingChildArms(s: Svg, skin: string): void {
  const armL = curveLine([176, 288], deg(118), 112, () => 0.003);
  const armR = curveLine([284, 284], deg(-12), 100, () => -0.008);
  s.path(polyD(ribbonPts(armL, () => 15)), skin);
  s.path(polyD(ribbonPts(armR, () => 15)), skin);
  for (const arm of [armL, armR]) {
    const [hx, hy] = arm[arm.length - 1] as P;
    s.path(circleD(hx, hy, 21), skin);
  }
  s.path(roundRectD(212, 232, 36, 40, 6), skin);
}
