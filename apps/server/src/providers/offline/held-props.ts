import { flyProp, isFlown } from './flown-props.ts';
import type { LibraryEntry } from './library/library.ts';
import type { DrawingMap } from './library/load-drawing.ts';
import { PAGE, type Placement } from './scene-plan.ts';
import { SIZE_STEP, sizeClass } from './subject-traits.ts';
import { isHeadwear, isNeckwear, wearOnHead, wearOnNeck } from './worn-props.ts';

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
    if (isNeckwear(p.entry)) return wearOnNeck(p, main, subject);
    if (isCaughtInMouth(p.entry, subject.entry)) return catchAtSnout(p, main, subject, size);
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

/** A frisbee caught by an animal: its width, share of the catcher's size. */
const CAUGHT_SHARE = 0.42;
/** How far a caught frisbee reaches past the snout, share of its own width. */
const CAUGHT_REACH = 0.3;

/**
 * Whether a prop is caught in the mouth rather than held in a hand: a frisbee an animal has ("a
 * dog catching a frisbee"); a person throws it from the hand.
 */
function isCaughtInMouth(prop: LibraryEntry, holder: LibraryEntry): boolean {
  return prop.keywords[0] === 'frisbee' && !holder.keywords.includes('person');
}

/**
 * A frisbee caught at the snout ("a dog catching a frisbee"): a dog has no hands, and a frisbee
 * lying at its feet like a ball was not being caught. Its middle `CAUGHT_REACH` of its width past
 * the snout (`snoutPoint`, the furthest point of the head rows on the side the head faces) and a
 * little above it, its width `CAUGHT_SHARE` of the catcher's size (`size`, px), kept on the page.
 */
function catchAtSnout(p: Placement, main: DrawingMap, subject: Placement, size: number): Placement {
  const found = snoutPoint(main, subject);
  if (!found) return p;
  const { side, snout } = found;
  const aspect = p.entry.width / p.entry.height;
  const width = CAUGHT_SHARE * size;
  const height = width / aspect;
  const half = width / 2;
  return {
    ...p,
    height,
    x: Math.max(MARGIN + half, Math.min(PAGE - MARGIN - half, snout.x + side * width * CAUGHT_REACH)),
    bottom: Math.min(PAGE - MARGIN, Math.max(MARGIN + height, snout.y + height * 0.35)),
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
