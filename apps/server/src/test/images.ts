import sharp from 'sharp';

/** A solid PNG of `width`×`height`, colour as `#rrggbb` (alpha 1) or transparent. */
export function solidPng(
  width: number,
  height: number,
  color: string | 'transparent' = '#3366cc',
): Promise<Buffer> {
  const background = color === 'transparent' ? { r: 0, g: 0, b: 0, alpha: 0 } : color;
  return sharp({ create: { width, height, channels: 4, background } })
    .png()
    .toBuffer();
}

/** A solid JPEG. */
export function solidJpeg(width: number, height: number, color = '#cc3333'): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: color } })
    .jpeg()
    .toBuffer();
}

/** Line art: white page with a black cross (rows/columns [start, start + thickness)). */
export async function crossLineArt(size: number, start: number, thickness: number): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}">
    <rect width="100%" height="100%" fill="#fff"/>
    <rect x="${start}" y="0" width="${thickness}" height="${size}" fill="#000"/>
    <rect x="0" y="${start}" width="${size}" height="${thickness}" fill="#000"/>
  </svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

/** The RGBA pixel at (x, y). */
export async function pixelAt(
  image: Buffer,
  x: number,
  y: number,
): Promise<[number, number, number, number]> {
  const { data, info } = await sharp(image).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  const i = (y * info.width + x) * 4;
  return [data[i]!, data[i + 1]!, data[i + 2]!, data[i + 3]!];
}
