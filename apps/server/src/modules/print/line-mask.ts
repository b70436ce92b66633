/**
 * The page's line art at print resolution as a 1-bit mask: upscaled, smoothed, thresholded
 * (docs/decisions.md "Print"). All pixel work is one sharp pipeline (libvips threads, off the
 * event loop) that writes a 1-bit greyscale PNG, whose zlib data the PDF takes as is: no
 * picture at print size ever reaches JavaScript (docs/decisions.md "Print", server memory).
 */
import { promisify } from 'node:util';
import { inflate } from 'node:zlib';

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
  idat: Buffer;
}

/** The IHDR fields and joined IDAT data of a PNG. */
function readPngChunks(png: Buffer): PngChunks {
  let offset = 8;
  let bitDepth = 0;
  let colorType = -1;
  const idat: Buffer[] = [];
  while (offset + 8 <= png.length) {
    const length = png.readUInt32BE(offset);
    const type = png.toString('latin1', offset + 4, offset + 8);
    const body = png.subarray(offset + 8, offset + 8 + length);
    if (type === 'IHDR') {
      bitDepth = body[8] ?? 0;
      colorType = body[9] ?? -1;
    } else if (type === 'IDAT') idat.push(body);
    else if (type === 'IEND') break;
    offset += 12 + length;
  }
  return { bitDepth, colorType, idat: Buffer.concat(idat) };
}

/**
 * Whether 1-bit rows (PNG filter type 0, "None", before each row; 0 is black) hold a black
 * pixel within `width`. The padding bits after the last pixel of a row do not count.
 * @throws Error for a row with another filter type (the pipeline asks for none).
 */
function hasBlack(rows: Buffer, width: number, height: number): boolean {
  const stride = Math.ceil(width / 8);
  const fullBytes = width >> 3;
  const lastMask = (0xff << (8 - (width & 7))) & 0xff;
  for (let y = 0; y < height; y++) {
    const row = y * (stride + 1);
    if (rows[row] !== 0) throw new Error(`line mask row ${y} has PNG filter ${rows[row]}, not 0`);
    for (let i = row + 1; i <= row + fullBytes; i++) if (rows[i] !== 0xff) return true;
    if (lastMask !== 0 && ((rows[row + 1 + fullBytes] ?? 0xff) & lastMask) !== lastMask) return true;
  }
  return false;
}

/**
 * Renders line art (any picture sharp reads; black lines on white) to `width`×`height` pixels
 * as a 1-bit mask of its lines: grey, bilinear upscale, a Gaussian blur of SMOOTHING source
 * pixels, threshold at 50%.
 * @throws Error when the picture cannot be decoded (a stored file, so a server fault).
 */
export async function renderLineMask(illustration: Buffer, width: number, height: number): Promise<LineMask> {
  const meta = await sharp(illustration, { limitInputPixels: MAX_INPUT_PIXELS }).metadata();
  const scale = width / (meta.width ?? width);
  // Bilinear is enough under the blur (Lanczos-3 changes 0.2% of line pixels, for twice the time).
  // sharp thresholds before it blurs, so the threshold is a linear step after the blur:
  // 255·v − 255·127 clipped to 0..255 is 0 below THRESHOLD and 255 from it (sharp's threshold).
  // The 1-bit greyscale PNG is written row by row; a palette PNG would quantise, holding the
  // picture as RGBA (19 MB at A4) and the grey one in JavaScript between two pipelines.
  const png = await sharp(illustration, { limitInputPixels: MAX_INPUT_PIXELS })
    .flatten({ background: '#ffffff' })
    .grayscale()
    .resize({ width, height, fit: 'fill', kernel: 'linear' })
    .blur(Math.max(0.3, SMOOTHING * scale))
    .linear(255, -255 * (THRESHOLD - 1))
    .toColourspace('b-w')
    .png({ palette: false, colours: 2, compressionLevel: 6, adaptiveFiltering: false })
    .toBuffer();
  const chunks = readPngChunks(png);
  if (chunks.colorType !== 0 || chunks.bitDepth !== 1) {
    throw new Error(`line mask PNG is not 1-bit grey (type ${chunks.colorType}, ${chunks.bitDepth} bits)`);
  }
  // ~600 KB of rows at A4, inflated on libuv's pool: only the scan runs on the event loop.
  const rows = await promisify(inflate)(chunks.idat);
  return { width, height, data: chunks.idat, lineBit: hasBlack(rows, width, height) ? 0 : null };
}
