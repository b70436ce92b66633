import { CLOSED, LINE } from './line-mask.ts';
import { POCKET_MAX_AREA, pocketOwner } from './pockets.ts';

/**
 * Grows region labels into the pixels the seeds left out, in three steps:
 * 1. CLOSED background (gaps and region rims) takes the label of the nearest seed it can reach
 *    without crossing a line (breadth-first, so a bridged gap splits between its two sides);
 * 2. CLOSED pixels no seed reached are thin regions cut off by lines (narrower than the
 *    closing disk): each 4-connected group becomes a region of its own, so closing never
 *    swallows a thin region; but a pocket (a group of at most POCKET_MAX_AREA pixels cut off
 *    only by anti-aliased greys, not by a line's dark core; see `pocketOwner`) joins the region
 *    it touches through those greys, when `luminance` (of a pixel index) is given;
 * 3. LINE pixels take the label of the nearest region, so a fill reaches under the
 *    anti-aliased edge of the line and leaves no pale halo.
 *
 * @returns the region count: `seedCount` plus the thin regions found in step 2.
 */
export function growLabels(
  mask: Uint8Array,
  width: number,
  height: number,
  labels: Int32Array,
  seedCount: number,
  luminance?: (i: number) => number,
): number {
  const queue = new Int32Array(width * height);
  spread(mask, width, labels, queue, CLOSED);
  const count = labelLeftovers(mask, width, height, labels, queue, seedCount, luminance);
  spread(mask, width, labels, queue, LINE);
  return count;
}

/** Breadth-first spread of labels into the unlabelled pixels of one mask class. */
function spread(mask: Uint8Array, width: number, labels: Int32Array, queue: Int32Array, into: number): void {
  let tail = 0;
  const n = mask.length;
  // Frontier: unlabelled target pixels touching a labelled pixel of a lower class.
  const height = n / width;
  for (let y = 0, i = 0; y < height; y++) {
    for (let x = 0; x < width; x++, i++) {
      if (mask[i] !== into || labels[i] !== 0) continue;
      let label = 0;
      if (x > 0 && mask[i - 1]! < into) label = labels[i - 1]!;
      if (label === 0 && x < width - 1 && mask[i + 1]! < into) label = labels[i + 1]!;
      if (label === 0 && y > 0 && mask[i - width]! < into) label = labels[i - width]!;
      if (label === 0 && y < height - 1 && mask[i + width]! < into) label = labels[i + width]!;
      if (label !== 0) {
        labels[i] = label;
        queue[tail++] = i;
      }
    }
  }

  for (let head = 0; head < tail; head++) {
    const i = queue[head]!;
    const label = labels[i]!;
    const x = i % width;
    if (x > 0 && mask[i - 1] === into && labels[i - 1] === 0) {
      labels[i - 1] = label;
      queue[tail++] = i - 1;
    }
    if (x < width - 1 && mask[i + 1] === into && labels[i + 1] === 0) {
      labels[i + 1] = label;
      queue[tail++] = i + 1;
    }
    if (i >= width && mask[i - width] === into && labels[i - width] === 0) {
      labels[i - width] = label;
      queue[tail++] = i - width;
    }
    if (i < n - width && mask[i + width] === into && labels[i + width] === 0) {
      labels[i + width] = label;
      queue[tail++] = i + width;
    }
  }
}

/**
 * Gives each 4-connected group of still-unlabelled CLOSED pixels a new label, except pockets
 * (see `pocketOwner`, when `luminance` is given): those take their owner region's label.
 */
function labelLeftovers(
  mask: Uint8Array,
  width: number,
  height: number,
  labels: Int32Array,
  group: Int32Array,
  count: number,
  luminance: ((i: number) => number) | undefined,
): number {
  const n = width * height;
  const PENDING = -1;
  for (let start = 0; start < n; start++) {
    if (mask[start] !== CLOSED || labels[start] !== 0) continue;
    // Breadth-first, so the group's pixels end up in group[0…size).
    labels[start] = PENDING;
    group[0] = start;
    let size = 1;
    for (let head = 0; head < size; head++) {
      const i = group[head]!;
      const x = i % width;
      if (x > 0 && mask[i - 1] === CLOSED && labels[i - 1] === 0) {
        labels[i - 1] = PENDING;
        group[size++] = i - 1;
      }
      if (x < width - 1 && mask[i + 1] === CLOSED && labels[i + 1] === 0) {
        labels[i + 1] = PENDING;
        group[size++] = i + 1;
      }
      if (i >= width && mask[i - width] === CLOSED && labels[i - width] === 0) {
        labels[i - width] = PENDING;
        group[size++] = i - width;
      }
      if (i < n - width && mask[i + width] === CLOSED && labels[i + width] === 0) {
        labels[i + width] = PENDING;
        group[size++] = i + width;
      }
    }
    let label = 0;
    if (luminance && size <= POCKET_MAX_AREA)
      label = pocketOwner(group, size, mask, width, labels, PENDING, luminance);
    if (label === 0) label = ++count;
    for (let k = 0; k < size; k++) labels[group[k]!] = label;
  }
  return count;
}
