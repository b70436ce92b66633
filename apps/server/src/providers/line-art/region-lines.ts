import type { InkMask } from './gray-image.ts';
import { dilate } from './morphology.ts';

/**
 * A label map: one region id per pixel, row-major, `width × height`. Ids are any integers;
 * neighbouring pixels with different ids lie in different regions. Both the photo pipeline and
 * the offline scene composer build one, then draw it with `drawRegionBoundaries`, so every page
 * has closed outlines of one even weight by construction.
 */
export interface LabelMap {
  labels: Int32Array;
  width: number;
  height: number;
}

/**
 * Ink along every boundary between two different labels, `lineWidth` pixels wide (1–15): the
 * pixels whose right or lower neighbour has another label are marked, then grown by an
 * octagonal dilation of `floor((lineWidth - 1) / 2)`, plus one more pixel on the far side
 * of the boundary when `lineWidth` is even. Every region is closed by construction: two labels
 * only ever meet across a line. O(pixels × lineWidth).
 * @throws RangeError when `lineWidth` is outside 1–15.
 */
export function drawRegionBoundaries(map: LabelMap, lineWidth: number): InkMask {
  if (!Number.isInteger(lineWidth) || lineWidth < 1 || lineWidth > 15)
    throw new RangeError(`lineWidth must be an integer from 1 to 15, got ${lineWidth}`);
  const { width, height } = map;
  const ink = markBoundaries(map, lineWidth % 2 === 0);
  return dilate({ ink, width, height }, Math.floor((lineWidth - 1) / 2));
}

/**
 * The pixels `drawRegionBoundaries` marks before growing them: each pixel whose right or lower
 * neighbour has another label, and that neighbour too when `isEven` (an even line width).
 * 1 marks a boundary pixel.
 */
export function markBoundaries(map: LabelMap, isEven: boolean): Uint8Array {
  const { labels, width, height } = map;
  const mark = new Uint8Array(width * height);
  for (let y = 0; y < height; y++) {
    const row = y * width;
    for (let x = 0; x < width; x++) {
      const i = row + x;
      const label = labels[i];
      if (x + 1 < width && labels[i + 1] !== label) {
        mark[i] = 1;
        if (isEven) mark[i + 1] = 1;
      }
      if (y + 1 < height && labels[i + width] !== label) {
        mark[i] = 1;
        if (isEven) mark[i + width] = 1;
      }
    }
  }
  return mark;
}
