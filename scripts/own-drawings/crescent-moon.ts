/**
 * A sleeping crescent moon in a nightcap, for "a crescent moon" and "the moon" as a subject (the
 * Open Clip Art crescent rendered as a full disc: its crescent was a shadow fill the label map
 * cannot keep). Same style and rules as `draw-own.ts`, which writes it.
 */
import { circleD, ellipseD, pt, ribbonPts, roundPolyD, smoothD, Svg, type P } from './geom.ts';
import { CHEEK, clipped, D, MOUTH, mouthD } from './style.ts';

/** Where circles (c1, r1) and (c2, r2) cross: the two points, upper first (units). */
function crossings(c1: P, r1: number, c2: P, r2: number): [P, P] {
  const dx = c2[0] - c1[0],
    dy = c2[1] - c1[1];
  const d = Math.hypot(dx, dy);
  const a = (r1 * r1 - r2 * r2 + d * d) / (2 * d);
  const h = Math.sqrt(r1 * r1 - a * a);
  const mx = c1[0] + (a * dx) / d,
    my = c1[1] + (a * dy) / d;
  const p: P = [mx + (h * dy) / d, my - (h * dx) / d];
  const q: P = [mx - (h * dy) / d, my + (h * dx) / d];
  return p[1] < q[1] ? [p, q] : [q, p];
}

/** A crescent moon opening to the right, its sleeping face on the thick left side. */
export function crescentMoon(): Svg {
  const s = new Svg(460, 560, 4, 'Crescent moon');
  const moon = '#ffe27a',
    cap = '#7fa8ff',
    band = '#ffffff',
    pom = '#ffd0e0';
  const outer: P = [230, 330],
    R = 215;
  const inner: P = [345, 265],
    r = 185;
  const [top, bottom] = crossings(outer, R, inner, r);
  // Outer arc round the left (large arc, counter-clockwise), inner arc back (clockwise).
  const crescentD = `M${pt(top)}A${R},${R} 0 1 0 ${pt(bottom)}A${r},${r} 0 0 1 ${pt(top)}Z`;
  clipped(s, crescentD, () => {
    s.path(crescentD, moon, 0);
    // two craters, clear of the face
    s.path(circleD(100, 480, 16), '#ffd04d', D);
    s.path(circleD(150, 215, 12), '#ffd04d', D);
  });
  // the sleeping face: closed eye as a lash curve, a cheek and a smile
  const eye = ribbonPts(
    [
      [64, 322],
      [78, 333],
      [95, 335],
      [110, 326],
    ],
    () => 5,
  );
  s.parts.push(`<path d="${smoothD(eye)}" fill="#1a1a1a"/>`);
  s.path(ellipseD(102, 362, 18, 11), CHEEK, D);
  s.path(mouthD(76, 390, 36, 11), MOUTH, D);
  // a nightcap over the upper horn, its tip drooping to the right, a band and a pom-pom
  const at = (dx: number, dy: number): P => [top[0] + dx, top[1] + dy];
  const capD = smoothD([at(-78, 62), at(-50, -20), at(20, -62), at(96, -28), at(34, 44)], 0.6);
  s.path(capD, cap);
  s.path(roundPolyD([at(-92, 72), at(42, 50), at(36, 18), at(-86, 40)], 10), band);
  s.path(circleD(top[0] + 104, top[1] - 14, 25), pom);
  return s;
}
