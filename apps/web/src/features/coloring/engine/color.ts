/** Colours as the engine uses them: CSS hex strings in, packed RGBA words out. */

export interface Rgba {
  r: number;
  g: number;
  b: number;
  /** 0–255. */
  a: number;
}

const HEX = /^#?([0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/i;

/**
 * Parses `#rgb`, `#rgba`, `#rrggbb` or `#rrggbbaa` (the palette's and the colour picker's form).
 * @throws {Error} when the string is not a hex colour.
 */
export function parseHexColor(hex: string): Rgba {
  const match = HEX.exec(hex.trim());
  if (!match?.[1]) throw new Error(`Not a hex colour: ${hex}`);
  let digits = match[1];
  if (digits.length <= 4) digits = [...digits].map((d) => d + d).join('');
  const n = (i: number) => parseInt(digits.slice(i, i + 2), 16);
  return { r: n(0), g: n(2), b: n(4), a: digits.length === 8 ? n(6) : 255 };
}

export function toRgba(color: string | Rgba): Rgba {
  return typeof color === 'string' ? parseHexColor(color) : color;
}

const isLittleEndian = new Uint8Array(new Uint32Array([1]).buffer)[0] === 1;

/** The 32-bit word whose bytes in memory are r, g, b, a (for `Uint32Array` views of pixels). */
export function packRgba({ r, g, b, a }: Rgba): number {
  return isLittleEndian
    ? ((a << 24) | (b << 16) | (g << 8) | r) >>> 0
    : ((r << 24) | (g << 16) | (b << 8) | a) >>> 0;
}

/** A `Uint32Array` view over RGBA bytes (one element a pixel); shares memory. */
export function pixelWords(data: Uint8ClampedArray): Uint32Array {
  return new Uint32Array(data.buffer, data.byteOffset, data.byteLength >> 2);
}
