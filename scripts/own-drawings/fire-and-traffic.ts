/**
 * A flame, a dragon's breath of fire, a campfire, a truck and a bus: things prompts name that
 * the library lacked ("a dragon breathing fire" said "no drawing of fire") or drew from clip
 * art that came apart on the road page (a truck of many slivers, a bus in perspective). Same
 * style and rules as `draw-own.ts`, which writes them; the vehicles follow `car` and
 * `fireTruck` (`kid-favourites.ts`): big simple closed shapes, windows, wheels with hubs, lights.
 */
import { circleD, roundPolyD, roundRectD, smoothD, Svg, type P } from './geom.ts';

const FLAME_OUT = '#ff8a3d';
const FLAME_MID = '#ffc247';
const FLAME_IN = '#fff176';

/**
 * A stylised flame standing on its base, drawn into a box `w` × `h` at (x, y): an outer flame
 * with three licking tongues, a middle flame with two and a round-topped inner tongue, each a
 * closed shape (three regions).
 */
function flameParts(s: Svg, x: number, y: number, w: number, h: number): void {
  const at = (u: number, v: number): P => [x + u * w, y + v * h];
  s.path(
    smoothD([
      at(0.5, 1),
      at(0.16, 0.94),
      at(0.04, 0.7),
      at(0.12, 0.42),
      at(0.2, 0.5),
      at(0.28, 0.2),
      at(0.4, 0.36),
      at(0.52, 0),
      at(0.64, 0.3),
      at(0.76, 0.14),
      at(0.8, 0.46),
      at(0.9, 0.36),
      at(0.96, 0.7),
      at(0.84, 0.94),
    ]),
    FLAME_OUT,
  );
  s.path(
    smoothD([
      at(0.5, 0.97),
      at(0.26, 0.9),
      at(0.2, 0.7),
      at(0.3, 0.5),
      at(0.36, 0.58),
      at(0.46, 0.3),
      at(0.56, 0.52),
      at(0.66, 0.42),
      at(0.74, 0.7),
      at(0.7, 0.9),
    ]),
    FLAME_MID,
  );
  s.path(
    smoothD([at(0.5, 0.94), at(0.36, 0.88), at(0.36, 0.74), at(0.48, 0.56), at(0.6, 0.74), at(0.62, 0.88)]),
    FLAME_IN,
    // its outline touches no other: thin, so it stays a line rather than a ring of its own
    3,
  );
}

/** A flame standing on its base, tongues licking up. */
export function flame(): Svg {
  const s = new Svg(400, 500, 4, 'Flame');
  flameParts(s, 20, 16, 360, 470);
  return s;
}

/**
 * Fire breathed out sideways: the flame laid on its side, its base to the left (where the
 * mouth is) and its tongues licking out to the right. Mirrored on the page for a subject
 * facing left.
 */
export function fireBreath(): Svg {
  const s = new Svg(500, 400, 4, 'Fire breath');
  // the standing flame (in a 400 × 500 box) turned a quarter clockwise: its tip to the right
  s.parts.push('<g transform="translate(500,0) rotate(90)">');
  flameParts(s, 20, 16, 360, 470);
  s.parts.push('</g>');
  return s;
}

/** A campfire: the flame standing on three crossed logs with round cut ends. */
export function campfire(): Svg {
  const s = new Svg(520, 520, 4, 'Campfire');
  const bark = '#b8865a',
    cut = '#f0d2a8';
  // logs: two crossed at the back, one lying across the front
  s.path(
    roundPolyD(
      [
        [70, 470],
        [430, 380],
        [442, 420],
        [82, 510],
      ],
      10,
    ),
    bark,
  );
  s.path(
    roundPolyD(
      [
        [90, 380],
        [450, 470],
        [438, 510],
        [78, 420],
      ],
      10,
    ),
    bark,
  );
  flameParts(s, 110, 20, 300, 420);
  s.path(roundRectD(40, 430, 440, 60, 26), bark);
  s.path(circleD(70, 460, 26), cut, 3);
  s.path(circleD(450, 460, 26), cut, 3);
  return s;
}

/**
 * A box truck (a lorry) facing right, drawn as a child would: a tall cargo box, a cab with a
 * big window, a bumper, round lights and three wheels with hubs.
 */
export function truck(): Svg {
  const s = new Svg(640, 380, 4, 'Truck');
  const box = '#ffd27a',
    cab = '#7fc8f8',
    glass = '#e8f6ff',
    tyre = '#9a9a9a',
    hub = '#e6e6e6',
    lamp = '#fff176',
    grey = '#d9d9d9';
  // the cargo box, with a stripe along it
  s.path(roundRectD(16, 30, 410, 256, 12), box);
  s.path(roundRectD(16, 190, 410, 40, 6), '#ffb347');
  // the cab, its roof sloping down to the bonnet
  s.path(
    roundPolyD(
      [
        [432, 96],
        [548, 96],
        [590, 176],
        [624, 196],
        [624, 300],
        [432, 300],
      ],
      [10, 14, 12, 10, 8, 6],
    ),
    cab,
  );
  s.path(
    roundPolyD(
      [
        [458, 118],
        [536, 118],
        [568, 182],
        [458, 182],
      ],
      [8, 10, 6, 6],
    ),
    glass,
  );
  s.path(roundRectD(590, 206, 30, 30, 10), lamp);
  s.path(roundRectD(520, 290, 112, 26, 10), grey);
  s.path(roundRectD(6, 276, 60, 24, 8), '#ff8a80');
  for (const x of [110, 300, 540]) {
    s.path(circleD(x, 308, 50), tyre);
    s.path(circleD(x, 308, 21), hub);
  }
  return s;
}

/**
 * A school bus facing right, drawn as a child would: one long body with a row of windows, a
 * door, a stripe, a bonnet, round lights, bumpers and two wheels with hubs.
 */
export function bus(): Svg {
  const s = new Svg(680, 360, 4, 'Bus');
  const body = '#ffd54f',
    glass = '#e8f6ff',
    tyre = '#9a9a9a',
    hub = '#e6e6e6',
    lamp = '#fff176',
    grey = '#d9d9d9';
  s.path(
    roundPolyD(
      [
        [20, 30],
        [560, 30],
        [590, 130],
        [660, 150],
        [668, 290],
        [12, 290],
      ],
      [22, 22, 16, 18, 10, 10],
    ),
    body,
  );
  // the windows: a row of five, the driver's window at the front
  for (const x of [44, 132, 220, 308, 396]) s.path(roundRectD(x, 58, 70, 74, 10), glass);
  s.path(
    roundPolyD(
      [
        [484, 58],
        [548, 58],
        [572, 132],
        [484, 132],
      ],
      [10, 10, 8, 8],
    ),
    glass,
  );
  // the door, two panes
  s.path(roundRectD(408, 150, 66, 126, 6), glass);
  s.path(roundRectD(20, 176, 380, 32, 6), '#ffb347');
  s.path(roundRectD(632, 178, 30, 34, 10), lamp);
  s.path(roundRectD(20, 156, 30, 34, 10), '#ff8a80');
  s.path(roundRectD(600, 282, 76, 26, 10), grey);
  s.path(roundRectD(4, 282, 70, 26, 10), grey);
  for (const x of [150, 540]) {
    s.path(circleD(x, 296, 52), tyre);
    s.path(circleD(x, 296, 22), hub);
  }
  return s;
}
