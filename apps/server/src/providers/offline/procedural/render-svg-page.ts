import { binarize, encodeGrayPng } from '../../line-art/binary-image.ts';

/**
 * Renders a 1024×1024 SVG page with librsvg (through sharp) and thresholds it at grey 128, as
 * the offline generator does: a PNG of one grey channel holding only 0 and 255.
 * @throws Error when librsvg cannot parse the SVG.
 */
export async function renderSvgPage(svg: string): Promise<Buffer> {
  const { default: sharp } = await import('sharp');
  const { data, info } = await sharp(Buffer.from(svg), { density: 72 })
    .flatten({ background: '#ffffff' })
    .toColourspace('b-w')
    .raw()
    .toBuffer({ resolveWithObject: true });
  const mask = binarize({
    data: new Uint8Array(data.buffer, data.byteOffset, data.length),
    width: info.width,
    height: info.height,
  });
  const gray = new Uint8Array(mask.ink.length);
  for (let i = 0; i < gray.length; i++) gray[i] = mask.ink[i] ? 0 : 255;
  return encodeGrayPng({ data: gray, width: info.width, height: info.height });
}
