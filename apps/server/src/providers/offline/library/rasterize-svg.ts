import sharp from 'sharp';

import type { RgbaRaster } from './segment-drawing.ts';

/**
 * Build-time helpers for the drawing library: rendering an Open Clip Art SVG with librsvg
 * (through sharp) and reading the title and author from its RDF metadata.
 */

/** librsvg renders at 72 dpi when given `density: 72`; sharp caps density at 100 000. */
const BASE_DENSITY = 72;

/**
 * Renders `svg` so its longer side is about `longSide` pixels, RGBA, without anti-aliasing
 * (`shape-rendering="crispEdges"` on the root) so flat fills keep exact colours.
 * @throws Error when librsvg cannot parse the SVG.
 */
export async function rasterizeSvg(svg: string, longSide: number): Promise<RgbaRaster> {
  const crisp = svg
    .replace(/<svg\b([^>]*?)\sshape-rendering="[^"]*"/, '<svg$1')
    .replace(/<svg\b/, '<svg shape-rendering="crispEdges"');
  const input = Buffer.from(crisp);
  const meta = await sharp(input, { density: BASE_DENSITY }).metadata();
  const side = Math.max(meta.width ?? 1, meta.height ?? 1);
  const density = Math.min(MAX_DENSITY, (BASE_DENSITY * longSide) / side);
  // A drawing may fill only part of its page: render again larger and keep its bounding box.
  const first = await render(input, density);
  const box = opaqueBox(first);
  if (!box) return first;
  const zoom = Math.min(MAX_ZOOM, MAX_DENSITY / density, longSide / Math.max(box.width, box.height));
  const full = zoom > 1.05 ? await render(input, density * zoom) : first;
  const scaled = opaqueBox(full) ?? box;
  const { data, info } = await sharp(Buffer.from(full.data), {
    raw: { width: full.width, height: full.height, channels: 4 },
  })
    .extract({ left: scaled.left, top: scaled.top, width: scaled.width, height: scaled.height })
    .resize({ width: longSide, height: longSide, fit: 'inside', kernel: 'nearest' })
    .raw()
    .toBuffer({ resolveWithObject: true });
  return {
    data: new Uint8Array(data.buffer, data.byteOffset, data.length),
    width: info.width,
    height: info.height,
  };
}

const MAX_DENSITY = 20_000;
/** Largest re-render factor for a drawing that fills little of its page. */
const MAX_ZOOM = 8;

async function render(input: Buffer, density: number): Promise<RgbaRaster> {
  const { data, info } = await sharp(input, { density, limitInputPixels: false })
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return {
    data: new Uint8Array(data.buffer, data.byteOffset, data.length),
    width: info.width,
    height: info.height,
  };
}

interface Box {
  left: number;
  top: number;
  width: number;
  height: number;
}

/** Bounding box of the pixels that are neither transparent nor white, or undefined if none. */
function opaqueBox(r: RgbaRaster): Box | undefined {
  let minX = r.width;
  let minY = r.height;
  let maxX = -1;
  let maxY = -1;
  for (let y = 0; y < r.height; y++) {
    for (let x = 0; x < r.width; x++) {
      const i = (y * r.width + x) * 4;
      const isPaper =
        (r.data[i + 3] as number) < 128 ||
        Math.min(r.data[i] as number, r.data[i + 1] as number, r.data[i + 2] as number) >= 240;
      if (isPaper) continue;
      if (x < minX) minX = x;
      if (x > maxX) maxX = x;
      if (y < minY) minY = y;
      if (y > maxY) maxY = y;
    }
  }
  if (maxX < 0) return undefined;
  const pad = 2;
  const left = Math.max(0, minX - pad);
  const top = Math.max(0, minY - pad);
  return {
    left,
    top,
    width: Math.min(r.width, maxX + pad + 1) - left,
    height: Math.min(r.height, maxY + pad + 1) - top,
  };
}

export interface SvgMetadata {
  title?: string;
  author?: string;
}

/** The work's `dc:title` and its `dc:creator`'s agent title, when the SVG names them. */
export function svgMetadata(svg: string): SvgMetadata {
  const work = /<cc:Work[\s\S]*?<\/cc:Work>/.exec(svg)?.[0] ?? '';
  const clean = (s: string | undefined) => s?.replace(/\s+/g, ' ').trim() || undefined;
  const creator = /<dc:creator>[\s\S]*?<dc:title>([^<]*)<\/dc:title>/.exec(work)?.[1];
  const title = /<dc:title>([^<]*)<\/dc:title>/.exec(
    work.replace(/<dc:creator>[\s\S]*?<\/dc:creator>/, ''),
  )?.[1];
  const result: SvgMetadata = {};
  const t = clean(decodeEntities(title));
  const a = clean(decodeEntities(creator));
  if (t) result.title = t;
  if (a) result.author = a;
  return result;
}

function decodeEntities(s: string | undefined): string | undefined {
  return s
    ?.replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'");
}
