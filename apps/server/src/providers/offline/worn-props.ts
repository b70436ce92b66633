import type { LibraryEntry } from './library/library.ts';
import type { DrawingMap } from './library/load-drawing.ts';
import type { Placement } from './scene-plan.ts';

/**
 * Things worn rather than held: headwear sits on the wearer's head (`wearOnHead`), a scarf is
 * wound round its neck (`wearOnNeck`). Both find the head in the wearer's silhouette (labels
 * not 0): the widest run of ink in the rows at its top.
 */

/** First keywords of the library's headwear: worn on the head, not held. */
const HEADWEAR = new Set(['cap', 'crown', 'helmet', 'hat', 'tiara']);
/** First keywords of things worn round the neck. */
const NECKWEAR = new Set(['scarf']);
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
/** Margin kept free at the page's edges, px. */
const MARGIN = 20;

/** Whether a library drawing is something worn on the head (a cap, a crown). */
export function isHeadwear(entry: LibraryEntry): boolean {
  return HEADWEAR.has(entry.keywords[0] ?? '');
}

/** Whether a library drawing is something worn round the neck (a scarf). */
export function isNeckwear(entry: LibraryEntry): boolean {
  return NECKWEAR.has(entry.keywords[0] ?? '');
}

/** The head in a wearer's silhouette: its highest row, its columns' run and the run's middle, px of the drawing. */
interface Head {
  top: number;
  left: number;
  right: number;
  column: number;
}

/**
 * The head of a wearer drawn as `main`: the rows within `CROWN_BAND` of its height from its
 * highest ink (ears and all), the run of columns with the most ink there (a walking cat's tail
 * rising beside its head is a thin run of its own), centred on the middle of that ink. Null for
 * an empty drawing.
 */
function findHead(main: DrawingMap): Head | null {
  const { width, height, labels } = main;
  let top = -1;
  for (let y = 0; y < height && top < 0; y++)
    for (let x = 0; x < width; x++)
      if (labels[y * width + x] !== 0) {
        top = y;
        break;
      }
  if (top < 0) return null;
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
  return { top, left: best.left, right: best.right, column: Math.round(best.sum / Math.max(1, best.ink)) };
}

/**
 * Headwear put on the wearer's head ("a dog wearing a hat", "a cat with a crown"): centred over
 * the head's ink (`findHead`), `HEADWEAR_SHARE` of its width across, and sitting on the head's
 * top under it (the median of the covered columns' highest ink), down over it by
 * `HEADWEAR_SINK` of its height. A prop's long side next to its wearer's head, not the
 * wearer's size, so a crown fits a frog.
 */
export function wearOnHead(p: Placement, main: DrawingMap, subject: Placement): Placement {
  const { width, height, labels } = main;
  const head = findHead(main);
  if (!head) return p;
  const { top, left, right, column } = head;
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

/** Rows searched for the widest of the head, shares of the wearer's height below its top. */
const HEAD_WIDEST_BAND = 0.45;
/** Rows searched for the neck below the head's widest, shares of the wearer's height below its top. */
const NECK_BAND = 0.7;
/** A scarf's width next to the neck's, wound round it and hanging loose. */
const SCARF_SHARE = 1.7;
/** Least and greatest width of a scarf, shares of the wearer's width. */
const SCARF_WIDTH: readonly [number, number] = [0.3, 0.62];
/**
 * Least width of a scarf, share of the head's widest: a girl's neck is a sliver under her big
 * head, and a scarf sized to it was a speck.
 */
const SCARF_HEAD_SHARE = 0.62;
/** Greatest height of a scarf, share of the wearer's: its tails hang on the chest, not past the feet. */
const SCARF_MOST = 0.5;
/** Where the neck lies in the scarf's height from its top: just over its loop's top edge (`scarf.svg`), under the chin. */
const SCARF_NECK = 0.05;

/**
 * A scarf wound round the wearer's neck ("a girl wearing a scarf", "a cat in a scarf"): the
 * neck is the narrowest row of the silhouette under the head's widest, both measured along the
 * run of ink through the head's middle column (`findHead`), down to `NECK_BAND` of the wearer's
 * height; the scarf is centred on that row's run, `SCARF_SHARE` of its width across (at least
 * `SCARF_HEAD_SHARE` of the head's widest, within `SCARF_WIDTH` of the wearer's), its loop's
 * top edge (`SCARF_NECK` of its height) on the neck, so its tails hang on the chest.
 */
export function wearOnNeck(p: Placement, main: DrawingMap, subject: Placement): Placement {
  const { width, height, labels } = main;
  const head = findHead(main);
  if (!head) return p;
  const runAt = (y: number): { left: number; right: number } | null => {
    const row = y * width;
    if (labels[row + head.column] === 0) return null;
    let left = head.column,
      right = head.column;
    while (left > 0 && labels[row + left - 1] !== 0) left--;
    while (right < width - 1 && labels[row + right + 1] !== 0) right++;
    return { left, right };
  };
  let widest = head.top;
  let widestSpan = 0;
  for (let y = head.top; y < Math.min(height, head.top + HEAD_WIDEST_BAND * height); y++) {
    const run = runAt(y);
    if (run && run.right - run.left > widestSpan) {
      widest = y;
      widestSpan = run.right - run.left;
    }
  }
  let neck = { y: widest, left: head.left, right: head.right };
  let narrowest = Infinity;
  for (let y = widest + 1; y < Math.min(height, head.top + NECK_BAND * height); y++) {
    const run = runAt(y);
    if (run && run.right - run.left < narrowest) {
      narrowest = run.right - run.left;
      neck = { y, ...run };
    }
  }
  const aspect = p.entry.width / p.entry.height;
  const wide = Math.min(
    Math.max(
      SCARF_SHARE * (neck.right - neck.left + 1),
      SCARF_HEAD_SHARE * widestSpan,
      SCARF_WIDTH[0] * width,
    ),
    SCARF_WIDTH[1] * width,
    SCARF_MOST * height * aspect,
  );
  const scarfHeight = wide / aspect;
  const column = (neck.left + neck.right) / 2;
  const centre = subject.isMirrored ? width - 1 - column : column;
  const pageNeck = subject.bottom - height + neck.y;
  return {
    ...p,
    height: scarfHeight,
    x: Math.round(subject.x - width / 2) + centre,
    bottom: pageNeck + (1 - SCARF_NECK) * scarfHeight,
    isMirrored: subject.isMirrored,
  };
}
