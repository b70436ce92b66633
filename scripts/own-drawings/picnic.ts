/**
 * A picnic laid out on the grass: a checked blanket seen from the front, a wicker basket with a
 * handle on it and an apple beside it. Same style and rules as `draw-own.ts`, which writes it.
 */
import { circleD, ellipseD, polyD, ribbonPts, roundPolyD, roundRectD, Svg, type P } from './geom.ts';
import { clipped } from './style.ts';

/** A checked picnic blanket in perspective with a wicker basket and an apple on it. */
export function picnicBlanket(): Svg {
  const s = new Svg(640, 400, 4, 'Picnic blanket');
  const red = '#ff8a8a',
    light = '#fff3f0',
    wicker = '#e8b66a',
    band = '#c98e45',
    apple = '#ff6b6b';
  // the blanket: 5 × 3 checks, narrower at the back
  const [top, bottom] = [214, 384];
  const edge = (t: number): [number, number] => [120 - 100 * t, 520 + 100 * t];
  const blanketD = roundPolyD(
    [
      [edge(0)[0], top],
      [edge(0)[1], top],
      [edge(1)[1], bottom],
      [edge(1)[0], bottom],
    ],
    10,
  );
  clipped(s, blanketD, () => {
    const rows = 3,
      columns = 5;
    for (let r = 0; r < rows; r++)
      for (let c = 0; c < columns; c++) {
        const corner = (rr: number, cc: number): P => {
          const t = rr / rows;
          const [l, rt] = edge(t);
          return [l + ((rt - l) * cc) / columns, top + (bottom - top) * t];
        };
        s.path(
          polyD([corner(r, c), corner(r, c + 1), corner(r + 1, c + 1), corner(r + 1, c)]),
          (r + c) % 2 === 0 ? red : light,
        );
      }
  });
  // the basket: handle, body with a woven band, lid
  const handle: P[] = Array.from({ length: 41 }, (_, i) => {
    const a = Math.PI + (i / 40) * Math.PI;
    return [300 + 92 * Math.cos(a), 168 + 120 * Math.sin(a)];
  });
  s.path(polyD(ribbonPts(handle, () => 11, true)), band);
  const basketD = roundPolyD(
    [
      [196, 176],
      [404, 176],
      [384, 312],
      [216, 312],
    ],
    [8, 8, 18, 18],
  );
  clipped(s, basketD, () => {
    s.path(basketD, wicker, 0);
    s.path(roundRectD(180, 226, 240, 34, 0), band, 4);
  });
  s.path(roundRectD(184, 156, 232, 32, 12), band);
  // an apple on the blanket
  s.path(circleD(500, 300, 40), apple);
  s.path(ellipseD(516, 252, 18, 9, -30), '#7fcf5a', 3);
  return s;
}
