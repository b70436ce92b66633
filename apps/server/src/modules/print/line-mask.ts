/**
 * The page's line art at print resolution as a 1-bit mask: upscaled, smoothed, thresholded
 * (docs/decisions.md "Print"). All pixel work is sharp's (libvips threads, off the event loop);
 * the PNG it writes is handed to the PDF as is, its zlib data reused (no recompression in JS).
 */
import { MAX_INPUT_PIXELS } from '@huebook/shared/constants';
import sharp from 'sharp';

/** A 1-bit picture: `data` is zlib data of PNG-filtered rows (PDF FlateDecode, Predictor 15). */
export interface LineMask {
  width: number;
  height: number;
  data: Buffer;
  /** The bit value of the lines (black) in `data`; null when the picture has no lines at all. */
  lineBit: 0 | 1 | null;
}

/** Darkness (0-255) at or above which a smoothed pixel is line: the half-way level. */
const THRESHOLD = 128;

/**
 * The blur, in source pixels, applied after upscaling: half a pixel of the 1024² line art
 * rounds its stair steps off without thinning a 1-pixel line away (its peak stays ~67% dark).
 */
const SMOOTHING = 0.5;

interface PngChunks {
  bitDepth: number;
  colorType: number;
  palette: Buffer;
  idat: Buffer;
}

/** The IHDR fields, PLTE and joined IDAT data of a PNG. */
function readPngChunks(png: Buffer): PngChunks {
  let offset = 8;
  let bitDepth = 0;
  let colorType = -1;
  let palette: Buffer = Buffer.alloc(0);
  const idat: Buffer[] = [];
  while (offset + 8 <= png.length) {
    const length = png.readUInt32BE(offset);
    const type = png.toString('latin1', offset + 4, offset + 8);
    const body = png.subarray(offset + 8, offset + 8 + length);
    if (type === 'IHDR') {
      bitDepth = body[8] ?? 0;
      colorType = body[9] ?? -1;
    } else if (type === 'PLTE') palette = body;
    else if (type === 'IDAT') idat.push(body);
    else if (type === 'IEND') break;
    offset += 12 + length;
  }
  return { bitDepth, colorType, palette, idat: Buffer.concat(idat) };
}

/**
 * Renders line art (any picture sharp reads; black lines on white) to `width`×`height` pixels
 * as a 1-bit mask of its lines: bilinear upscale, a Gaussian blur of SMOOTHING source pixels,
 * threshold at 50%.
 * @throws Error when the picture cannot be decoded (a stored file, so a server fault).
 */
export async function renderLineMask(illustration: Buffer, width: number, height: number): Promise<LineMask> {
  const meta = await sharp(illustration, { limitInputPixels: MAX_INPUT_PIXELS }).metadata();
  const scale = width / (meta.width ?? width);
  // Bilinear is enough under the blur (Lanczos-3 changes 0.2% of line pixels, for twice the time).
  // sharp blurs after resizing in one pipeline, but thresholds before blurring: two steps, one
  // grey channel between them (4.8 MB at A4, where three channels would triple the copying).
  const smooth = await sharp(illustration, { limitInputPixels: MAX_INPUT_PIXELS })
    .flatten({ background: '#ffffff' })
    .toColourspace('b-w')
    .resize({ width, height, fit: 'fill', kernel: 'linear' })
    .blur(Math.max(0.3, SMOOTHING * scale))
    .raw()
    .toBuffer({ resolveWithObject: true });
  const png = await sharp(smooth.data, { raw: smooth.info })
    .threshold(THRESHOLD)
    // Two colours need no quantizing effort (effort 1 halves the time, same bits).
    .png({ palette: true, colours: 2, dither: 0, effort: 1, compressionLevel: 6 })
    .toBuffer();
  const chunks = readPngChunks(png);
  if (chunks.colorType !== 3 || chunks.bitDepth !== 1) {
    throw new Error(`line mask PNG is not 1-bit indexed (type ${chunks.colorType}, ${chunks.bitDepth} bits)`);
  }
  const isDark = (index: number) => (chunks.palette[index * 3] ?? 255) < 128;
  const entries = chunks.palette.length / 3;
  const lineBit = entries > 0 && isDark(0) ? 0 : entries > 1 && isDark(1) ? 1 : null;
  return { width, height, data: chunks.idat, lineBit };
}
