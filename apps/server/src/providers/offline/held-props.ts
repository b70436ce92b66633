import { flyProp, isFlown } from './flown-props.ts';
import type { LibraryEntry } from './library/library.ts';
import type { DrawingMap } from './library/load-drawing.ts';
import { PAGE, type Placement } from './scene-plan.ts';
import { SIZE_STEP, sizeClass } from './subject-traits.ts';

/**
 * Where a held prop goes once the holder's silhouette is known: in its hand. Without a model of
 * the drawing's limbs, the hand is taken where an illustrator would look for it: the point of
 * the silhouette reaching furthest out on the prop's side within the arm band (below the face,
 * above the feet): an outstretched arm, a paw held out, the lap of a sitting animal. The prop
 * is drawn over that point, sized against the holder (a banana is about a quarter of a
 * monkey's height), and kept below the face; an instrument is played in front of the body, and
 * a book is read open in the lap, in front of the body's middle (the furthest point of a
 * dragon's silhouette is its snout, not its hands), and a ball, or a basket of easter eggs,
 * lies on the ground at the front feet. A kite or a balloon flies up in the sky on its string (`flyProp`).
 */

/** Rows searched for the hand, shares of the holder's height from its top. */
const ARM_BAND: readonly [number, number] = [0.42, 0.85];
/** Rows searched for a person's hand holding a string: a raised arm is allowed (a kite flies high). */
const STRING_ARM_BAND: readonly [number, number] = [0.18, 0.6];
/**
 * How much further out than its feet an animal's hand must reach to count as held out, share
 * of the holder's width: a monkey's outstretched arm does, a sitting cat's round haunch does not.
 */
const HELD_OUT_REACH = 0.15;
/** Highest a held prop may reach, share of the holder's height from its top: below the face. */
const FACE_LINE = 0.36;
/** A prop's long side next to its holder's size, for a prop of the holder's size class. */
const SAME_SIZE_SHARE = 0.5;
/** Smallest and largest long side of a held prop, shares of the holder's size. */
const PROP_SHARE: readonly [number, number] = [0.32, 0.5];
/** Share of the prop's width, from its inner side, at which the hand lies. */
const GRIP = 0.3;
/** An instrument is played in front of the body: its long side, share of the holder's size. */
const PLAYED_SHARE = 0.62;
/** Where a played instrument's centre sits, share of the holder's height from its top. */
const PLAYED_AT = 0.64;
/** Rows whose silhouette gives the lap, shares of the holder's height from its top. */
const LAP_BAND: readonly [number, number] = [0.5, 0.85];
/** A book read in the lap: its long side, share of the holder's size (open wide enough to read). */
const READ_SHARE = 0.46;
/** First keywords of props held in the lap besides a book. */
const LAP_PROPS = ['cake', 'cupcake', 'pizza', 'ice cream', 'present', 'gift', 'honey pot', 'cheese'];
/**
 * First keywords of props set down on the ground at the holder's front feet, like a ball: a
 * basket of easter eggs stands on the grass beside a bunny, not held up at its paw.
 */
const GROUND_PROPS = ['easter egg'];
/** A prop set down on the ground: its long side, share of the holder's size (eggs big enough to colour). */
const GROUND_SHARE = 0.6;
/** Where a book read in the lap has its centre, share of the holder's height from its top. */
const READ_AT = 0.64;
/** Rows searched for the front feet a ball is played at, shares of the holder's height. */
const FEET_BAND: readonly [number, number] = [0.86, 1];
/** Rows searched for a snout breathing fire, shares of the holder's height from its top. */
const HEAD_BAND: readonly [number, number] = [0.08, 0.42];
/** A breath of fire: its long side, share of the holder's size (a dragon's breath reaches far). */
const BREATH_SHARE = 0.8;
/** How far the breath's base tucks into the snout, share of the breath's width. */
const BREATH_TUCK = 0.06;
/** Margin kept free at the page's edges, px. */
const MARGIN = 20;

/** The hand of a holder drawn as `main` at `placement`: page px, on the side `side` (±1). */
export function handPoint(
  main: DrawingMap,
  placement: Placement,
  side: 1 | -1,
  band: readonly [number, number] = ARM_BAND,
): { x: number; y: number } | null {
  const { width, height, labels } = main;
  const left = Math.round(placement.x - width / 2);
  const top = Math.round(placement.bottom - height);
  // Columns as pasted: a mirrored drawing's right is its left.
  const wantsRight = side > 0 !== placement.isMirrored;
  let best = -1;
  let rows: number[] = [];
  for (let y = Math.floor(band[0] * height); y < Math.floor(band[1] * height); y++) {
    let edge = -1;
    if (wantsRight) {
      for (let x = width - 1; x >= 0; x--)
        if (labels[y * width + x] !== 0) {
          edge = x;
          break;
        }
    } else {
      for (let x = 0; x < width; x++)
        if (labels[y * width + x] !== 0) {
          edge = width - 1 - x;
          break;
        }
    }
    if (edge < 0) continue;
    if (edge > best + 1) {
      best = edge;
      rows = [y];
    } else if (edge >= best - 1) rows.push(y);
  }
  if (best < 0) return null;
  const column = wantsRight ? best : width - 1 - best;
  const x = placement.isMirrored ? width - 1 - column : column;
  return { x: left + x, y: top + (rows[Math.floor(rows.length / 2)] as number) };
}

/**
 * The hand holding a flown prop's string, page px, on side `side` (±1): a person's hand, raised
 * or held out (`STRING_ARM_BAND`); an animal's hand when it holds one out past its feet (a
 * monkey), else its paw on the ground on that side (a sitting cat or a dog holds the string
 * under its paw). The furthest point of an animal's upper body is its cheek or its snout, where
 * no string starts. Null when the silhouette has no pixel in the rows searched.
 */
export function stringHand(
  main: DrawingMap,
  placement: Placement,
  side: 1 | -1,
): { x: number; y: number } | null {
  if (placement.entry.keywords.includes('person')) return handPoint(main, placement, side, STRING_ARM_BAND);
  const arm = handPoint(main, placement, side, ARM_BAND);
  const paw = handPoint(main, placement, side, FEET_BAND);
  if (!arm || !paw) return arm ?? paw;
  return side * (arm.x - paw.x) > HELD_OUT_REACH * main.width ? arm : paw;
}

/**
 * The lap of a holder drawn as `main` at `placement`: the middle of its silhouette across the
 * rows of `LAP_BAND` (its body, not a snout or a tail sticking out), at `READ_AT` of its
 * height; page px.
 */
export function lapPoint(main: DrawingMap, placement: Placement): { x: number; y: number } {
  const { width, height, labels } = main;
  let sum = 0;
  let count = 0;
  for (let y = Math.floor(LAP_BAND[0] * height); y < Math.floor(LAP_BAND[1] * height); y++)
    for (let x = 0; x < width; x++)
      if (labels[y * width + x] !== 0) {
        sum += x;
        count++;
      }
  const column = count > 0 ? sum / count : width / 2;
  const x = placement.isMirrored ? width - 1 - column : column;
  return {
    x: Math.round(placement.x - width / 2) + x,
    y: Math.round(placement.bottom - height) + READ_AT * height,
  };
}

/**
 * The placements with every `held` one sized against the main subject (`main`, its drawing at
 * its pasted size) and moved into its hand on the side the layout put it (`handPoint`), never
 * above `FACE_LINE`. Positions are pasted the way `pasteDrawings` pastes them.
 */
export function holdPropsInHand(placements: readonly Placement[], main: DrawingMap): Placement[] {
  const laidOut = placements.find((p) => p.role === 'main');
  if (!laidOut || !placements.some((p) => p.role === 'held')) return [...placements];
  const size = Math.min(1.2 * main.height, Math.sqrt(main.width * main.height));
  const subject = roomToBreathe(placements, laidOut, main, size);
  const top = subject.bottom - main.height;
  return placements.map((p) => {
    if (p === laidOut) return subject;
    if (p.role !== 'held') return p;
    const side = p.x >= subject.x ? 1 : -1;
    const isPlayed = p.entry.category === 'music';
    // A book is read, and a cake eaten, from the lap: held out at arm's length, a sitting bear's
    // furthest point is its foot.
    const isRead = p.entry.keywords[0] === 'book' || LAP_PROPS.includes(p.entry.keywords[0] ?? '');
    // A ball is played with on the ground: a dog has no hands, and its snout is its front.
    const isSetDown = GROUND_PROPS.includes(p.entry.keywords[0] ?? '');
    const isBall = p.entry.keywords.includes('ball') || isSetDown;
    if (isFlown(p.entry)) {
      const held = stringHand(main, subject, side);
      return held ? flyProp(p, held, side) : p;
    }
    if (p.entry.keywords[0] === 'fire breath') return breatheOut(p, main, subject, size);
    if (isHeadwear(p.entry)) return wearOnHead(p, main, subject);
    const hand = isPlayed
      ? { x: subject.x, y: top + PLAYED_AT * main.height }
      : isRead
        ? lapPoint(main, subject)
        : handPoint(main, subject, side, isBall ? FEET_BAND : ARM_BAND);
    if (!hand) return p;
    const aspect = p.entry.width / p.entry.height;
    const share = SAME_SIZE_SHARE * SIZE_STEP ** (sizeClass(p.entry) - sizeClass(subject.entry));
    const long = isPlayed
      ? PLAYED_SHARE * main.height
      : isRead
        ? READ_SHARE * size
        : isSetDown
          ? GROUND_SHARE * size
          : size * Math.max(PROP_SHARE[0], Math.min(PROP_SHARE[1], share));
    const height = aspect >= 1 ? long / aspect : long;
    const width = height * aspect;
    const x = isPlayed
      ? hand.x + side * width * 0.1
      : isRead
        ? hand.x
        : hand.x + side * width * (isBall ? 0.3 : 0.5 - GRIP);
    const centreY = isBall
      ? subject.bottom - height / 2
      : Math.max(hand.y, top + FACE_LINE * main.height + height / 2);
    const half = width / 2;
    return {
      ...p,
      height,
      x: Math.max(MARGIN + half, Math.min(PAGE - MARGIN - half, x)),
      bottom: Math.min(PAGE - MARGIN, centreY + height / 2),
    };
  });
}

/** First keywords of the library's headwear: worn on the head, not held. */
const HEADWEAR = new Set(['cap', 'crown', 'helmet', 'hat', 'tiara']);
/** Rows searched for the top of the head, shares of the wearer's height from its top. */
const CROWN_BAND = 0.22;
/** Headwear's width, share of the head's width across `CROWN_BAND` (ears included). */
const HEADWEAR_SHARE = 0.78;
/**
 * Least width of headwear, share of the wearer's width: a pig's head top is only its ears, and a
 * cap that fitted between them was a speck.
 */
const HEADWEAR_LEAST = 0.26;
/** Greatest height of headwear, share of the wearer's: a wide frog's crown stays a crown. */
const HEADWEAR_MOST = 0.4;
/** How far headwear sits down over the head, share of its own height. */
const HEADWEAR_SINK = 0.15;

/** Whether a library drawing is something worn on the head (a cap, a crown). */
export function isHeadwear(entry: LibraryEntry): boolean {
  return HEADWEAR.has(entry.keywords[0] ?? '');
}

/**
 * Headwear put on the wearer's head ("a dog wearing a hat", "a cat with a crown"): the head is
 * the top of the silhouette, the rows within `CROWN_BAND` of the wearer's height from its
 * highest ink (ears and all), the widest run of columns with ink there; the hat is centred over
 * the middle of its ink, `HEADWEAR_SHARE`
 * of their width across, and sits on the head's top under it (the median of the covered
 * columns' highest ink), down over it by `HEADWEAR_SINK` of its height. A
 * prop's long side next to its wearer's head, not the wearer's size, so a crown fits a frog.
 */
function wearOnHead(p: Placement, main: DrawingMap, subject: Placement): Placement {
  const { width, height, labels } = main;
  let top = -1;
  for (let y = 0; y < height && top < 0; y++)
    for (let x = 0; x < width; x++)
      if (labels[y * width + x] !== 0) {
        top = y;
        break;
      }
  if (top < 0) return p;
  // Columns with ink in the band, split into runs: the head is the run with the most ink (a
  // walking cat's tail rising beside its head is a thin run of its own).
  const inkIn = new Float64Array(width);
  for (let y = top; y < Math.min(height, top + CROWN_BAND * height); y++)
    for (let x = 0; x < width; x++) if (labels[y * width + x] !== 0) inkIn[x] = (inkIn[x] as number) + 1;
  let best = { left: 0, right: -1, ink: 0, sum: 0 };
  for (let x = 0; x < width;) {
    if (!inkIn[x]) {
      x++;
      continue;
    }
    const run = { left: x, right: x, ink: 0, sum: 0 };
    for (; x < width && inkIn[x]; x++) {
      run.right = x;
      run.ink += inkIn[x] as number;
      run.sum += x * (inkIn[x] as number);
    }
    if (run.ink > best.ink) best = run;
  }
  const { left, right } = best;
  const column = Math.round(best.sum / Math.max(1, best.ink));
  const aspect = p.entry.width / p.entry.height;
  const wide = Math.min(
    Math.max(HEADWEAR_SHARE * (right - left + 1), HEADWEAR_LEAST * width),
    HEADWEAR_MOST * height * aspect,
  );
  // The head's top under the hat: the median of each covered column's highest ink (between a
  // cat's ears, the crown of its head, not the tips of its ears).
  const tops: number[] = [];
  for (let x = Math.max(0, Math.round(column - wide / 2)); x <= Math.min(width - 1, column + wide / 2); x++)
    for (let y = top; y < height; y++)
      if (labels[y * width + x] !== 0) {
        tops.push(y);
        break;
      }
  tops.sort((a, b) => a - b);
  const headTop = tops[Math.floor(tops.length / 2)] ?? top;
  const centre = subject.isMirrored ? width - 1 - column : column;
  const hatHeight = wide / aspect;
  const pageTop = subject.bottom - height + headTop;
  return {
    ...p,
    height: hatHeight,
    x: Math.round(subject.x - width / 2) + centre,
    bottom: Math.max(MARGIN + hatHeight, pageTop + HEADWEAR_SINK * hatHeight),
    isMirrored: subject.isMirrored,
  };
}

/**
 * A breath of fire (`fire breath`) sent out of the holder's snout: the snout is the furthest
 * point of the head rows (`HEAD_BAND`) on the side the head faces (the side whose head reaches
 * further from the holder's middle), the breath's base at it and its tongues licking away from
 * the head, level with it, mirrored for a head facing left; its long side `BREATH_SHARE` of the
 * holder's size (`size`, px), shrunk to stay on the page rather than cross the holder's body.
 */
function breatheOut(p: Placement, main: DrawingMap, subject: Placement, size: number): Placement {
  const found = snoutPoint(main, subject);
  if (!found) return p;
  const { side, snout } = found;
  const aspect = p.entry.width / p.entry.height;
  const room = side > 0 ? PAGE - MARGIN - snout.x : snout.x - MARGIN;
  const width = Math.min(breathWidth(p, size), room / (1 - BREATH_TUCK));
  const height = width / aspect;
  return {
    ...p,
    height,
    x: snout.x + side * width * (0.5 - BREATH_TUCK),
    bottom: Math.min(PAGE - MARGIN, Math.max(MARGIN + height, snout.y + height / 2)),
    isMirrored: side < 0,
  };
}

/** The snout of a holder drawn at `subject`, page px, and the side (±1) its head faces. */
function snoutPoint(
  main: DrawingMap,
  subject: Placement,
): { side: 1 | -1; snout: { x: number; y: number } } | null {
  const right = handPoint(main, subject, 1, HEAD_BAND);
  const left = handPoint(main, subject, -1, HEAD_BAND);
  if (!right || !left) return null;
  return right.x - subject.x >= subject.x - left.x ? { side: 1, snout: right } : { side: -1, snout: left };
}

/** A breath of fire's wanted width, px, for a holder of size `size` px. */
function breathWidth(p: Placement, size: number): number {
  const aspect = p.entry.width / p.entry.height;
  return BREATH_SHARE * size * (aspect >= 1 ? 1 : aspect);
}

/**
 * The main subject moved away from the side its head faces, as far as its other side's margin
 * allows, when a breath of fire it holds would not fit between its snout and the page's edge
 * ("a dragon breathing fire" laid out in the middle); left where it is when it has companions
 * standing beside it, which the layout has packed against it.
 */
function roomToBreathe(
  placements: readonly Placement[],
  subject: Placement,
  main: DrawingMap,
  size: number,
): Placement {
  const breath = placements.find((p) => p.role === 'held' && p.entry.keywords[0] === 'fire breath');
  if (!breath || placements.some((p) => p.role === 'beside')) return subject;
  const found = snoutPoint(main, subject);
  if (!found) return subject;
  const { side, snout } = found;
  const room = side > 0 ? PAGE - MARGIN - snout.x : snout.x - MARGIN;
  const short = breathWidth(breath, size) * (1 - BREATH_TUCK) - room;
  const free = side > 0 ? subject.x - main.width / 2 - MARGIN : PAGE - MARGIN - (subject.x + main.width / 2);
  const shift = Math.max(0, Math.min(short, free));
  return { ...subject, x: subject.x - side * shift };
}
