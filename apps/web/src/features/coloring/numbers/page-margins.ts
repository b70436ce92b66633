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
  const { width, labels, lineCore, regionCount } = map;
  const isMargin = new Uint8Array(regionCount + 1);
  const box = inkBounds(lineCore, width);
  if (!box) return isMargin;
  const isInside = new Uint8Array(regionCount + 1);
  for (let y = box.minY + EDGE_SLACK_PX; y <= box.maxY - EDGE_SLACK_PX; y++) {
    const row = y * width;
    let last = -1;
    for (let i = row + box.minX + EDGE_SLACK_PX, end = row + box.maxX - EDGE_SLACK_PX; i <= end; i++) {
      const label = labels[i]!;
      // A row holds runs of one label: each run needs marking once.
      if (label !== last && lineCore[i] !== 1) {
        isInside[label] = 1;
        last = label;
      }
    }
  }
  for (let label = 1; label <= regionCount; label++) isMargin[label] = isInside[label] ? 0 : 1;
  return isMargin;
}

/**
 * Bounding box (inclusive, pixels) of the 1s of a row-major `mask` `width` wide, or null when
 * it has none. The typed array's own indexOf and lastIndexOf do the scanning: the first and
 * last 1 give the rows, then each row between is searched only beyond the box found so far.
 */
function inkBounds(
  mask: Uint8Array,
  width: number,
): { minX: number; minY: number; maxX: number; maxY: number } | null {
  const first = mask.indexOf(1);
  if (first < 0) return null;
  const last = mask.lastIndexOf(1);
  const minY = Math.floor(first / width);
  const maxY = Math.floor(last / width);
  let minX = first - minY * width;
  let maxX = last - maxY * width;
  for (let y = minY; y <= maxY; y++) {
    const row = y * width;
    const left = mask.subarray(row, row + minX).indexOf(1);
    if (left >= 0) minX = left;
    const right = mask.subarray(row + maxX + 1, row + width).lastIndexOf(1);
    if (right >= 0) maxX += 1 + right;
  }
  return { minX, minY, maxX, maxY };
}
