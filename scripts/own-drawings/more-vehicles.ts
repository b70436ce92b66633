/**
 * A helicopter, a digger and a submarine: vehicles children ask for that the library had no
 * drawing of. Same style and rules as `draw-own.ts`, which writes them; they follow `car` and
 * `fireTruck` (`kid-favourites.ts`) and `truck` and `bus` (`fire-and-traffic.ts`): big simple
 * closed shapes, windows as regions, wheels with hubs, every detail closed.
 */
import { circleD, ellipseD, roundPolyD, roundRectD, smoothD, Svg } from './geom.ts';
import { clipped, tri } from './style.ts';

const GLASS = '#e8f6ff';
const TYRE = '#9a9a9a';
const HUB = '#e6e6e6';
const GREY = '#d9d9d9';
const LAMP = '#fff176';

/**
 * A helicopter facing right, side view, about 580 × 380 units: a round cabin with a big bubble
 * window at the front and a side window, a stripe, a tail boom ending in a fin with a tail
 * rotor (two blades, a hub), a main rotor on a mast (two long closed blades and a hub) and two
 * skids on struts.
 */
export function helicopter(): Svg {
  const s = new Svg(580, 380, 4, 'Helicopter');
  const body = '#ff8a80',
    tail = '#ffb347',
    blade = '#d9d9d9';
  // skids: struts, then the long runner with a turned-up front
  for (const x of [250, 400]) s.path(roundRectD(x, 286, 20, 54, 6), GREY);
  s.path(
    roundPolyD(
      [
        [190, 330],
        [470, 330],
        [510, 308],
        [518, 322],
        [476, 352],
        [190, 352],
      ],
      [10, 10, 6, 6, 12, 10],
    ),
    GREY,
  );
  // the tail boom, narrowing to the fin
  s.path(
    roundPolyD(
      [
        [250, 170],
        [70, 196],
        [70, 226],
        [250, 250],
      ],
      [6, 10, 10, 6],
    ),
    tail,
  );
  s.path(
    roundPolyD(
      [
        [40, 150],
        [84, 150],
        [112, 210],
        [96, 236],
        [40, 236],
      ],
      [14, 10, 10, 10, 10],
    ),
    tail,
  );
  // the tail rotor: two blades across a hub
  s.path(roundRectD(52, 118, 22, 140, 10), blade);
  s.path(circleD(63, 188, 16), HUB);
  // the mast, then the main rotor: two long blades either side of a hub
  s.path(roundRectD(336, 60, 28, 50, 6), GREY);
  s.path(
    roundPolyD(
      [
        [80, 46],
        [330, 40],
        [330, 70],
        [80, 64],
      ],
      [9, 4, 4, 9],
    ),
    blade,
  );
  s.path(
    roundPolyD(
      [
        [370, 40],
        [560, 46],
        [560, 64],
        [370, 70],
      ],
      [4, 9, 9, 4],
    ),
    blade,
  );
  s.path(ellipseD(350, 55, 30, 22), tail);
  // the cabin: a round bean with a flat-ish bottom
  s.path(
    smoothD([
      [220, 200],
      [262, 120],
      [360, 96],
      [460, 118],
      [530, 188],
      [528, 258],
      [470, 296],
      [300, 300],
      [226, 270],
    ]),
    body,
  );
  // the bubble window at the front, a side window, the door handle and a stripe
  s.path(
    smoothD([
      [400, 122],
      [462, 128],
      [514, 184],
      [516, 218],
      [430, 218],
      [398, 170],
    ]),
    GLASS,
  );
  s.path(roundRectD(280, 136, 92, 72, 18), GLASS);
  s.path(roundRectD(222, 236, 290, 26, 10), '#ffd54f');
  s.path(roundRectD(232, 214, 40, 14, 6), GREY, 3);
  return s;
}

/**
 * A yellow digger (an excavator) facing right, about 640 × 470 units: a crawler track whose
 * band is cut into closed links, round wheels with hubs inside it; a body with an engine cover,
 * an exhaust pipe and a cab with a big window; a bent arm (boom and stick) with two grey rams,
 * and a bucket with three closed teeth resting on the ground in front.
 */
export function digger(): Svg {
  const s = new Svg(640, 470, 4, 'Digger');
  const yellow = '#ffd54f',
    orange = '#ffb347',
    track = '#9a9a9a',
    ram = '#e6e6e6';
  // the arm: boom up from the body, stick down to the bucket
  s.path(
    roundPolyD(
      [
        [300, 262],
        [424, 92],
        [470, 80],
        [490, 122],
        [356, 296],
      ],
      [16, 24, 20, 20, 16],
    ),
    yellow,
  );
  s.path(
    roundPolyD(
      [
        [446, 96],
        [490, 84],
        [580, 300],
        [546, 318],
      ],
      [18, 18, 14, 14],
    ),
    orange,
  );
  // the rams: grey cylinders along the boom and the stick
  s.path(
    roundPolyD(
      [
        [336, 230],
        [410, 130],
        [428, 144],
        [354, 244],
      ],
      8,
    ),
    ram,
  );
  s.path(
    roundPolyD(
      [
        [486, 120],
        [504, 112],
        [546, 214],
        [528, 222],
      ],
      8,
    ),
    ram,
  );
  s.path(circleD(468, 100, 16), GREY);
  // the bucket: a scoop opening to the left, three teeth at its lip
  s.path(
    roundPolyD(
      [
        [520, 290],
        [610, 270],
        [626, 350],
        [588, 420],
        [500, 420],
      ],
      [14, 20, 24, 14, 10],
    ),
    orange,
  );
  for (const x of [498, 530, 562]) s.path(tri([x, 418], [x + 28, 418], [x + 6, 450], [4, 4, 6]), GREY);
  s.path(circleD(556, 306, 14), GREY);
  // the crawler track: an outer band cut into links, a plate with wheels inside
  s.path(roundRectD(20, 336, 420, 124, 60), track);
  for (let x = 80; x < 380; x += 60) {
    s.path(roundRectD(x, 336, 60, 26, 2), track);
    s.path(roundRectD(x, 434, 60, 26, 2), track);
  }
  s.path(roundRectD(44, 362, 372, 72, 40), GREY);
  for (const x of [80, 380]) {
    s.path(circleD(x, 398, 27), TYRE);
    s.path(circleD(x, 398, 13), HUB);
  }
  for (const x of [170, 230, 290]) s.path(circleD(x, 404, 17), HUB);
  // the body on the track: the engine cover behind, the cab in front
  s.path(roundRectD(40, 238, 340, 98, 14), yellow);
  s.path(roundRectD(40, 278, 340, 22, 6), orange);
  s.path(roundRectD(90, 178, 20, 66, 6), TYRE);
  s.path(
    roundPolyD(
      [
        [200, 118],
        [310, 118],
        [336, 168],
        [336, 242],
        [200, 242],
      ],
      [14, 14, 10, 8, 8],
    ),
    yellow,
  );
  s.path(
    roundPolyD(
      [
        [218, 136],
        [300, 136],
        [318, 174],
        [318, 220],
        [218, 220],
      ],
      [10, 10, 8, 8, 8],
    ),
    GLASS,
  );
  s.path(ellipseD(60, 258, 10, 12), LAMP, 3);
  return s;
}

/**
 * A round yellow submarine facing right, about 600 × 400 units: a fat body with three
 * portholes (a rim and a glass each), a stripe, a tower with a window and a bent periscope on
 * top, a tail fin, a propeller (two blades and a hub) at the back, a lamp at the nose and
 * three bubbles rising behind.
 */
export function submarine(): Svg {
  const s = new Svg(600, 400, 4, 'Submarine');
  const yellow = '#ffd54f',
    orange = '#ffb347',
    blue = '#bfe6ff',
    prop = '#9a9a9a';
  // the propeller behind the tail: a shaft, two blades, a hub
  s.path(roundRectD(40, 236, 70, 28, 8), prop);
  s.path(ellipseD(46, 196, 18, 42), orange);
  s.path(ellipseD(46, 304, 18, 42), orange);
  s.path(circleD(46, 250, 20), GREY);
  // the tail fin: one upright fin standing out above and below the body's tail
  s.path(
    roundPolyD(
      [
        [84, 150],
        [132, 176],
        [150, 250],
        [132, 324],
        [84, 350],
        [104, 250],
      ],
      [12, 14, 10, 14, 12, 20],
    ),
    orange,
  );
  // the periscope: a tall pipe bent forward with a window at its end
  s.path(
    roundPolyD(
      [
        [314, 24],
        [388, 24],
        [388, 64],
        [346, 64],
        [346, 100],
        [314, 100],
      ],
      [12, 10, 10, 8, 4, 4],
    ),
    GREY,
  );
  s.path(roundRectD(366, 31, 15, 26, 6), blue, 3);
  // the tower with a window
  s.path(
    roundPolyD(
      [
        [230, 86],
        [356, 86],
        [380, 170],
        [216, 170],
      ],
      [18, 18, 6, 6],
    ),
    orange,
  );
  s.path(roundRectD(254, 102, 70, 30, 12), blue);
  // the body, its belly a stripe of its own
  const body = ellipseD(320, 250, 222, 116);
  clipped(s, body, () => {
    s.path(body, yellow, 0);
    s.path(ellipseD(320, 420, 300, 112), orange);
  });
  for (const x of [226, 326, 426]) {
    s.path(circleD(x, 232, 36), GREY);
    s.path(circleD(x, 232, 24), blue);
  }
  s.path(ellipseD(528, 232, 12, 20), LAMP, 3);
  // bubbles rising behind
  s.path(circleD(160, 98, 20), blue, 3);
  s.path(circleD(120, 56, 14), blue, 3);
  s.path(circleD(178, 40, 11), blue, 3);
  return s;
}
