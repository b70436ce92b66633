/**
 * A page's margins: the white outside the drawing, such as the bands above and below a wide
 * photo's frame. As `page-quality.ts` defines them, a margin lies wholly outside the bounding
 * box of the ink; the browser's color by number leaves out the same regions
 * (apps/web/src/features/coloring/numbers/page-margins.ts).
 */

/**
 * Paper a margin may have just inside the ink's bounding box, pixels: where two lines meet at
 * a corner with butt ends, a notch of the outside reaches past the box's edge.
 */
const EDGE_SLACK_PX = 3;

/**
 * Marks the margin labels of a labelling of the open (white) pixels (`labelOpenPixels`:
 * labels 0…count − 1, −1 on ink): 1 for a label with no pixel inside the bounding box of the
 * ink (`blocked`, 1 on ink) less its outer EDGE_SLACK_PX. A page without ink has no margin.
 * @returns one byte per label.
 */
export function findMarginLabels(
  blocked: Uint8Array,
  labels: Int32Array,
  count: number,
  width: number,
  height: number,
): Uint8Array {
  let minX = width;
  let minY = height;
  let maxX = -1;
  let maxY = -1;
  for (let y = 0; y < height; y++) {
    const row = y * width;
    for (let x = 0; x < width; x++) {
      if (blocked[row + x] !== 1) continue;
      if (x < minX) minX = x;
      if (x > maxX) maxX = x;
      if (y < minY) minY = y;
      maxY = y;
    }
  }
  const isMargin = new Uint8Array(count);
  if (maxX < 0) return isMargin;
  const isInside = new Uint8Array(count);
  for (let y = minY + EDGE_SLACK_PX; y <= maxY - EDGE_SLACK_PX; y++) {
    const row = y * width;
    for (let x = minX + EDGE_SLACK_PX; x <= maxX - EDGE_SLACK_PX; x++) {
      const label = labels[row + x]!;
      if (label >= 0) isInside[label] = 1;
    }
  }
  for (let label = 0; label < count; label++) isMargin[label] = isInside[label] ? 0 : 1;
  return isMargin;
}
