/**
 * A cosy house, the one a child draws ("a house", "my house", "a house with a garden" drew a
 * plain clip-art box of thin lines whose walls read as one blank sheet). Same style and rules as
 * `draw-own.ts`, which writes it: big closed shapes, details at least about 1/30 of the drawing
 * across.
 */
import { circleD, polyD, roundPolyD, roundRectD, Svg, type P } from './geom.ts';
import { clipped } from './style.ts';

/** A window of two panes with a sill under it; (x, y) its top left, w × h px. */
function paneWindow(s: Svg, x: number, y: number, w: number, h: number): void {
  s.path(roundRectD(x - 8, y - 8, w + 16, h + 16, 6), '#ffffff');
  s.path(roundRectD(x, y, w, h, 4), '#bfe3ff', 3);
  s.path(`M${x + w / 2},${y}L${x + w / 2},${y + h}`, 'none', 6);
  // the sill under it
  s.path(roundRectD(x - 14, y + h + 8, w + 28, 26, 4), '#b98552');
}

/** A bush of five round puffs standing on the ground at (cx, bottom). */
function bush(s: Svg, cx: number, bottom: number, size: number): void {
  const puffs: P[] = [
    [-0.55, -0.35],
    [-0.25, -0.75],
    [0.2, -0.8],
    [0.55, -0.4],
    [0, -0.35],
  ];
  s.union(
    puffs.map(([dx, dy]) => circleD(cx + dx * size, bottom + dy * size, size * 0.42)),
    '#8fd47a',
  );
  s.path(`M${cx - size * 0.9},${bottom}L${cx + size * 0.9},${bottom}`, 'none', 4);
}

/** A two-window house with a red roof, a chimney, a round attic window and a path. */
export function cottage(): Svg {
  const s = new Svg(640, 600, 4, 'House');
  const wall = '#fff1c9',
    roof = '#ff7a6b',
    roofDark = '#e85e52',
    door = '#b98552',
    brick = '#d98b5f';
  // the chimney, behind the roof
  s.path(roundRectD(420, 110, 62, 140, 4), brick);
  s.path(roundRectD(410, 104, 82, 28, 6), '#c46f47');
  // the wall
  s.path(roundRectD(104, 268, 432, 268, 6), wall);
  // the roof, overhanging, with two bands of tiles
  const roofD = roundPolyD(
    [
      [62, 288],
      [320, 84],
      [578, 288],
    ],
    [16, 22, 16],
  );
  clipped(s, roofD, () => {
    s.path(roofD, roof, 0);
    s.path(
      polyD([
        [0, 176],
        [640, 176],
        [640, 232],
        [0, 232],
      ]),
      roofDark,
      4,
    );
  });
  // the round attic window
  s.path(circleD(320, 204, 40), '#ffffff');
  s.path(circleD(320, 204, 28), '#bfe3ff', 3);
  // two windows with flower boxes
  paneWindow(s, 146, 330, 104, 96);
  paneWindow(s, 390, 330, 104, 96);
  // the door: arched, with a round window and a knob, on a step
  s.path(roundRectD(266, 520, 108, 22, 4), '#c9c9d1');
  s.path('M274,522L274,402A46,46 0 0 1 366,402L366,522Z', door);
  s.path(circleD(320, 410, 20), '#bfe3ff', 3);
  s.path(circleD(346, 468, 11), '#ffd95e', 3);
  // the path from the step down to the page's foot
  s.path(
    polyD([
      [280, 542],
      [360, 542],
      [392, 596],
      [248, 596],
    ]),
    '#e8dcc8',
  );
  // bushes against the wall's corners
  bush(s, 104, 546, 84);
  bush(s, 538, 546, 84);
  return s;
}
