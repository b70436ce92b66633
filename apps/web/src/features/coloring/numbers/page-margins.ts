/**
 * The page's margins, which color by number leaves alone (issue 15): the white outside the
 * drawing, such as the bands above and below a wide photo's frame. Same definition as the
 * server's page quality (apps/server/src/providers/line-art/page-quality.ts): a margin is a
 * region lying wholly outside the bounding box of the ink. A region that reaches inside it,
 * like the sky of a drawn page running to the page's edge, is part of the drawing.
 */
import type { SpotMap } from './number-spots.ts';

/**
 * Paper a margin may have just inside the ink's bounding box, pixels: where two lines meet at
 * a corner with butt ends or anti-aliased, a notch of the outside reaches past the box's edge.
 * A region no wider than this is a sliver and gets no number anyway.
 */
const EDGE_SLACK_PX = 3;

/**
 * Marks the margin regions of `map`: 1 for a label none of whose pixels lies inside the
 * bounding box of the lines' dark cores, leaving out line pixels (labels are grown under the
 * lines, so a margin's label reaches the middle of the frame that bounds it) and the box's
 * outer EDGE_SLACK_PX. A page without lines has no margin.
 * @returns per label 0…regionCount (index 0 unused), 1 for a margin.
 */
export function findMarginRegions(map: SpotMap): Uint8Array {
  const { width, height, labels, lineCore, regionCount } = map;
  const isMargin = new Uint8Array(regionCount + 1);
  let minX = width;
  let minY = height;
  let maxX = -1;
  let maxY = -1;
  for (let y = 0; y < height; y++) {
    const row = y * width;
    for (let x = 0; x < width; x++) {
      if (lineCore[row + x] !== 1) continue;
      if (x < minX) minX = x;
      if (x > maxX) maxX = x;
      if (y < minY) minY = y;
      maxY = y;
    }
  }
  if (maxX < 0) return isMargin;
  const isInside = new Uint8Array(regionCount + 1);
  for (let y = minY + EDGE_SLACK_PX; y <= maxY - EDGE_SLACK_PX; y++) {
    const row = y * width;
    for (let x = minX + EDGE_SLACK_PX; x <= maxX - EDGE_SLACK_PX; x++)
      if (lineCore[row + x] !== 1) isInside[labels[row + x]!] = 1;
  }
  for (let label = 1; label <= regionCount; label++) isMargin[label] = isInside[label] ? 0 : 1;
  return isMargin;
}
