import type { PixelImage } from '../types.ts';

/** Values of the classification mask built by `classifyPixels`. */
export const OPEN = 0;
/** Background pixel within the gap-closing radius of a line: a gap or the rim of a region. */
export const CLOSED = 1;
export const LINE = 2;

/**
 * Classifies each pixel of an illustration as line, open background or closed background.
 *
 * - LINE: luminance composited on white (integer Rec. 601 weights) below `lineThreshold`, so
 *   the anti-aliased greys along a stroke count as line.
 * - CLOSED: background within `maxGap / 2` pixels (Euclidean) of a line. Dilating the lines by
 *   that disk bridges every gap of up to `maxGap` pixels. The disk is decomposed into rows: a
 *   pixel is near a line iff some row `y + dy` has a line pixel within `floor(sqrt(r² - dy²))`
 *   columns (exact on the pixel grid). Rows are bit-packed, 32 pixels a word, so a dilation
 *   is a handful of shifts and ORs a word.
 * - OPEN: the rest, the seeds of the regions.
 *
 * @returns a `Uint8Array(width * height)` of OPEN / CLOSED / LINE.
 */
export function classifyPixels(image: PixelImage, lineThreshold: number, maxGap: number): Uint8Array {
  const { width, height } = image;
  const stride = (width + 31) >> 5;
  const lineBits = new Uint32Array(stride * height);
  const mask = markLines(image, lineThreshold, lineBits, stride);
  const radius = maxGap / 2;
  if (radius < 1) return mask;

  const reach = Math.floor(radius);
  const halfWidths: number[] = [];
  for (let dy = -reach; dy <= reach; dy++)
    halfWidths.push(Math.floor(Math.sqrt(radius * radius - dy * dy) + 1e-9));
  const dilated = new Map<number, Uint32Array>();
  for (const h of new Set(halfWidths)) dilated.set(h, dilateRows(lineBits, stride, height, h));

  const near = new Uint32Array(stride);
  for (let y = 0; y < height; y++) {
    near.fill(0);
    for (let dy = -reach; dy <= reach; dy++) {
      const yy = y + dy;
      if (yy < 0 || yy >= height) continue;
      const rows = dilated.get(halfWidths[dy + reach]!)!;
      for (let k = 0, at = yy * stride; k < stride; k++, at++) near[k]! |= rows[at]!;
    }
    const row = y * width;
    for (let k = 0; k < stride; k++) {
      let bits = near[k]! & ~lineBits[y * stride + k]!;
      while (bits !== 0) {
        const bit = 31 - Math.clz32(bits & -bits);
        bits &= bits - 1;
        const x = (k << 5) + bit;
        if (x < width) mask[row + x] = CLOSED;
      }
    }
  }
  return mask;
}

/**
 * Luminance of the RGBA pixel at byte offset `p`, composited on white (integer Rec. 601
 * weights, 0–255): what `classifyPixels` compares with the line threshold.
 */
export function luminanceOnWhite(data: Uint8ClampedArray, p: number): number {
  const a = data[p + 3]!;
  const lum = (77 * data[p]! + 150 * data[p + 1]! + 29 * data[p + 2]!) >> 8;
  return a === 255 ? lum : 255 - ((((255 - lum) * a + 127) / 255) | 0);
}

/** LINE where the luminance on white is below `threshold` (also set in `lineBits`); OPEN elsewhere. */
function markLines(image: PixelImage, threshold: number, lineBits: Uint32Array, stride: number): Uint8Array {
  const { width, height, data } = image;
  const mask = new Uint8Array(width * height);
  for (let y = 0, i = 0, p = 0; y < height; y++) {
    const bitRow = y * stride;
    for (let x = 0; x < width; x++, i++, p += 4) {
      if (luminanceOnWhite(data, p) < threshold) {
        mask[i] = LINE;
        lineBits[bitRow + (x >> 5)]! |= 1 << (x & 31);
      }
    }
  }
  return mask;
}

/** Each bit-packed row dilated horizontally by `h` pixels (bit b of word k is column 32k + b). */
function dilateRows(bits: Uint32Array, stride: number, height: number, h: number): Uint32Array {
  const out = bits.slice();
  for (let s = 1; s <= h; s++) {
    for (let y = 0; y < height; y++) {
      const row = y * stride;
      for (let k = 0; k < stride; k++) {
        const word = bits[row + k]!;
        const before = k > 0 ? bits[row + k - 1]! : 0;
        const after = k < stride - 1 ? bits[row + k + 1]! : 0;
        // Towards higher columns (<< s) and lower columns (>>> s), carrying across words.
        const right = (word << s) | (before >>> (32 - s));
        const left = (word >>> s) | (after << (32 - s));
        out[row + k]! |= right | left;
      }
    }
  }
  return out;
}
