import type { DrawingMap } from './library/load-drawing.ts';
import { PAGE, type Placement } from './scene-plan.ts';

/**
 * Where a held prop goes once the subject's silhouette is known: at the side of its lower
 * body, at the row where the silhouette is widest (the paws, the lap, the hands of a standing
 * figure), a little over the outline, and never so tall that it reaches the face. The layout
 * (`layoutScene`) only knows the subject's box, so a prop in front of a lying animal or a
 * monkey with a big hat could cover the face.
 */

/** Rows of the subject searched for its widest point, shares of its height from the top. */
const LOWER_BODY: readonly [number, number] = [0.5, 0.95];
/** Highest a held prop may reach, share of the subject's height from its top: below the face. */
const FACE_LINE = 0.45;
/** Share of a prop's width lying over the subject's outline. */
const OVERLAP = 0.35;
/** Smallest prop kept, share of the subject's height. */
const MIN_PROP_HEIGHT = 0.14;
/** Margin kept free at the page's edges, px. */
const MARGIN = 20;

/**
 * The placements with every `held` one moved beside the widest row of `main` (the main
 * subject's drawing at its pasted size), on the side the layout put it, and shrunk if it
 * would reach above `FACE_LINE`. Positions are pasted the way `pasteDrawings` pastes them.
 */
export function holdPropsBeside(placements: readonly Placement[], main: DrawingMap): Placement[] {
  const subject = placements.find((p) => p.role === 'main');
  if (!subject || !placements.some((p) => p.role === 'held')) return [...placements];
  const { width, height, labels } = main;
  const left = Math.round(subject.x - width / 2);
  const top = Math.round(subject.bottom - height);
  // The widest row of the lower body, and its outline's ends on the page.
  let bestRow = -1;
  let bestLeft = 0;
  let bestRight = 0;
  for (let y = Math.floor(LOWER_BODY[0] * height); y < Math.floor(LOWER_BODY[1] * height); y++) {
    let first = -1;
    let last = -1;
    for (let x = 0; x < width; x++) {
      if (labels[y * width + x] === 0) continue;
      if (first < 0) first = x;
      last = x;
    }
    if (first >= 0 && (bestRow < 0 || last - first >= bestRight - bestLeft)) {
      bestRow = y;
      bestLeft = first;
      bestRight = last;
    }
  }
  if (bestRow < 0) return [...placements];
  if (subject.isMirrored) [bestLeft, bestRight] = [width - 1 - bestRight, width - 1 - bestLeft];
  const rowY = top + bestRow;
  const faceY = top + FACE_LINE * height;
  return placements.map((p) => {
    if (p.role !== 'held') return p;
    const aspect = p.entry.width / p.entry.height;
    const side = p.x >= subject.x ? 1 : -1;
    const propHeight = Math.max(MIN_PROP_HEIGHT * height, Math.min(p.height, 2 * (rowY - faceY)));
    const propWidth = propHeight * aspect;
    const edge = left + (side > 0 ? bestRight : bestLeft);
    const x = edge + side * propWidth * (0.5 - OVERLAP);
    const half = propWidth / 2;
    return {
      ...p,
      height: propHeight,
      x: Math.max(MARGIN + half, Math.min(PAGE - MARGIN - half, x)),
      bottom: Math.min(PAGE - MARGIN, rowY + propHeight / 2),
    };
  });
}
