/**
 * A songbird perched on a leafy branch, the bird a child means by "a bird" ("a bird on a
 * branch" drew a standing penguin on the grass and reported the branch missing). Same style
 * and rules as `draw-own.ts`, which writes it: big closed shapes, a face with an eye and a
 * cheek, details at least about 1/30 of the drawing across.
 */
import { circleD, ellipseD, roundPolyD, smoothD, Svg, type P } from './geom.ts';
import { CHEEK, clipped, D } from './style.ts';

/** A leaf from `base` towards `tip`, `width` px across, split along its midrib into two halves. */
function leaf(s: Svg, base: P, tip: P, width: number, fill: string): void {
  const [bx, by] = base;
  const [tx, ty] = tip;
  const length = Math.hypot(tx - bx, ty - by);
  const nx = (-(ty - by) / length) * (width / 2);
  const ny = ((tx - bx) / length) * (width / 2);
  const mid: P = [(bx + tx) / 2, (by + ty) / 2];
  s.path(smoothD([base, [mid[0] + nx, mid[1] + ny], tip, [mid[0] - nx, mid[1] - ny]]), fill);
  // the midrib, base to tip: two halves to colour
  s.path(`M${bx},${by}Q${mid[0] + nx * 0.15},${mid[1] + ny * 0.15} ${tx},${ty}`, 'none', 3);
}

/** A round songbird (blue back, orange breast) facing right on a branch with four leaves. */
export function songbird(): Svg {
  const s = new Svg(560, 470, 4, 'Songbird on a branch');
  const blue = '#7fb4ff',
    darkBlue = '#5b8fe0',
    breast = '#ffb070',
    beak = '#ffd95e',
    bark = '#b98552',
    green = '#8fd47a',
    darkGreen = '#6cbf5c';
  // the tail, behind the branch and the body
  s.path(
    roundPolyD(
      [
        [190, 292],
        [70, 372],
        [104, 404],
        [226, 330],
      ],
      [10, 18, 18, 10],
    ),
    darkBlue,
  );
  // the branch across, a twig up at its left end, leaves on both
  s.path(
    smoothD([
      [16, 388],
      [180, 372],
      [360, 376],
      [540, 360],
      [544, 394],
      [360, 410],
      [180, 406],
      [18, 420],
    ]),
    bark,
  );
  s.path(ellipseD(120, 396, 20, 8), '#8a5a32', D);
  s.path(ellipseD(452, 382, 16, 7), '#8a5a32', D);
  leaf(s, [70, 392], [20, 300], 56, green);
  leaf(s, [96, 404], [150, 458], 48, darkGreen);
  leaf(s, [500, 388], [548, 300], 56, green);
  leaf(s, [470, 398], [420, 458], 48, darkGreen);
  // legs, then the feet gripping the branch
  for (const x of [262, 318]) {
    s.path(
      roundPolyD(
        [
          [x - 7, 330],
          [x + 7, 330],
          [x + 7, 374],
          [x - 7, 374],
        ],
        4,
      ),
      '#f0a04b',
      3,
    );
    s.path(ellipseD(x, 376, 24, 11), '#f0a04b', 3);
  }
  // the body, its orange breast and the folded wing with two rows of feathers
  const bodyD = ellipseD(280, 250, 138, 104, -8);
  clipped(s, bodyD, () => {
    s.path(bodyD, blue, 0);
    s.path(ellipseD(340, 290, 108, 80, -8), breast, 4);
  });
  const wingD = ellipseD(236, 252, 96, 60, -14);
  clipped(s, wingD, () => {
    s.path(wingD, darkBlue, 0);
    s.path(ellipseD(170, 272, 64, 56, -14), blue, 4);
    s.path(ellipseD(130, 286, 52, 48, -14), darkBlue, 4);
  });
  // a tuft on the crown
  s.path(
    smoothD([
      [356, 84],
      [344, 40],
      [380, 60],
      [392, 30],
      [408, 78],
    ]),
    darkBlue,
    3,
  );
  // the head with its eye, cheek and beak
  s.path(circleD(390, 160, 84), blue);
  const faceD = ellipseD(424, 204, 50, 38, 0);
  clipped(s, circleD(390, 160, 84), () => s.path(faceD, breast, 4));
  s.path(
    roundPolyD(
      [
        [462, 140],
        [534, 162],
        [462, 184],
      ],
      [6, 6, 6],
    ),
    beak,
  );
  s.eye(410, 128, 17, 22);
  s.path(ellipseD(448, 196, 15, 9), CHEEK, D);
  return s;
}
