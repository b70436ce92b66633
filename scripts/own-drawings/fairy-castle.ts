/**
 * Own drawing (CC0) of a fairy-tale castle: "a castle" drew a small clip-art castle that looked
 * like a sandcastle. Style as in `draw-own.ts`, which writes it: flat fills, closed black
 * outlines, every detail a closed shape large enough to stay a region at Simple.
 */
import { type P, Svg, circleD, polyD, roundPolyD, roundRectD } from './geom.ts';
import { clipped } from './style.ts';

const STONE = '#e8dcc8',
  TOWER = '#f3e6d0',
  ROOF = '#8fa8ff',
  FLAG = '#ff6b6b',
  WINDOW = '#ffe9a8',
  DOOR = '#c98a4b',
  POLE = '#9a9a9a';

/** An arch from (x, bottom) `w` wide, its straight sides rising to a half-disc top at `top` (units). */
function archD(x: number, top: number, w: number, bottom: number): string {
  const r = w / 2;
  return `M${x},${bottom}L${x},${top + r}A${r},${r} 0 0 1 ${x + w},${top + r}L${x + w},${bottom}Z`;
}

/**
 * A cone roof over a tower from `x0` to `x1` whose top is at `base`: an eave a little wider than
 * the tower, its tip `h` units above, and a red flag on a pole at the tip, flying right.
 */
function coneRoof(s: Svg, x0: number, x1: number, base: number, h: number): void {
  const cx = (x0 + x1) / 2;
  const tip: P = [cx, base - h];
  s.path(roundRectD(cx - 3, tip[1] - 56, 6, 60, 3), POLE, 3);
  s.path(
    roundPolyD(
      [
        [cx + 2, tip[1] - 56],
        [cx + 58, tip[1] - 42],
        [cx + 2, tip[1] - 26],
      ],
      [3, 6, 3],
    ),
    FLAG,
  );
  s.path(roundPolyD([[x0 - 16, base + 12], tip, [x1 + 16, base + 12]], [10, 6, 10]), ROOF);
}

/** The crenellated top of a wall from `x0` to `x1`: `n` merlons 34 units tall above `top`. */
function crenellatedD(x0: number, x1: number, top: number, bottom: number, n: number): string {
  const merlon = 40;
  const gap = (x1 - x0 - n * merlon) / (n - 1);
  const pts: P[] = [[x0, bottom]];
  for (let i = 0; i < n; i++) {
    const a = x0 + i * (merlon + gap);
    pts.push([a, top], [a + merlon, top]);
    if (i < n - 1) pts.push([a + merlon, top + 34], [a + merlon + gap, top + 34]);
  }
  pts.push([x1, bottom]);
  return roundPolyD(
    pts,
    pts.map(() => 4),
  );
}

/** A tower from `x0` to `x1` standing on `bottom`, its top at `top`, with arched windows. */
function tower(s: Svg, x0: number, x1: number, top: number, bottom: number, windows: number[]): void {
  s.path(
    polyD([
      [x0, top],
      [x1, top],
      [x1, bottom],
      [x0, bottom],
    ]),
    TOWER,
  );
  const cx = (x0 + x1) / 2;
  for (const y of windows) s.path(archD(cx - 21, y, 42, y + 62), WINDOW);
}

/**
 * A fairy-tale castle face-on, 640 × 640 units: a crenellated stone wall with a big arched gate
 * and a wooden door of three planks, two arched windows; two round towers at its sides and a
 * taller one behind it, each with windows and a cone roof topped by a red flag.
 */
export function fairyCastle(): Svg {
  const s = new Svg(640, 640, 4, 'Castle');
  // the tall tower behind the wall, with a round window
  tower(s, 252, 388, 176, 330, []);
  coneRoof(s, 252, 388, 176, 124);
  s.path(circleD(320, 236, 28), WINDOW);
  // the wall with its battlements
  s.path(crenellatedD(160, 480, 294, 620, 5), STONE);
  // the gate: a stone arch round a wooden door of three planks, a round handle
  s.path(archD(246, 448, 148, 620), '#cfc2ad');
  const door = archD(266, 470, 108, 620);
  clipped(s, door, () => {
    s.path(door, DOOR, 0);
    s.path(roundRectD(302, 440, 36, 200, 0), '#b57a3e', 4);
  });
  s.path(circleD(352, 552, 9), '#ffd23f', 3);
  // two arched windows in the wall
  for (const x of [200, 398]) s.path(archD(x, 360, 42, 420), WINDOW);
  // the towers at the sides
  for (const [x0, x1] of [
    [50, 178],
    [462, 590],
  ] as const) {
    tower(s, x0, x1, 214, 620, [290, 440]);
    coneRoof(s, x0, x1, 214, 130);
  }
  return s;
}
