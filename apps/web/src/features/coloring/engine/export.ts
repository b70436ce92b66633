import { createPixelImage, type PixelImage } from './types.ts';

/**
 * The exported picture, as DESIGN.md composes it: a white page, the colour layer over it
 * (source-over, straight alpha), then the illustration multiplied on top so lines stay black
 * and colour shows through white. Both layers are the same size (1024×1024); the result is
 * opaque RGBA, ready for `putImageData` + `toBlob('image/png')`.
 * @throws {Error} when the sizes differ.
 */
export function composeExport(colorLayer: PixelImage, illustration: PixelImage): PixelImage {
  const { width, height } = colorLayer;
  if (illustration.width !== width || illustration.height !== height) {
    throw new Error(
      `Layer sizes differ: ${width}×${height} and ${illustration.width}×${illustration.height}`,
    );
  }
  const out = createPixelImage(width, height);
  const color = colorLayer.data;
  const lines = illustration.data;
  const data = out.data;
  for (let p = 0; p < data.length; p += 4) {
    const ca = color[p + 3]!;
    const la = lines[p + 3]!;
    for (let c = 0; c < 3; c++) {
      // White under the colour layer, then the illustration (itself on white) multiplied.
      const base = 255 - (ca * (255 - color[p + c]!)) / 255;
      const line = 255 - (la * (255 - lines[p + c]!)) / 255;
      data[p + c] = Math.round((base * line) / 255);
    }
    data[p + 3] = 255;
  }
  return out;
}

/**
 * Download name of spec §9: `colored-page-{pageId}-{yyyy-MM-dd_HH-mm-ss}.png`, in local time.
 */
export function exportFileName(pageId: string | number, date: Date = new Date()): string {
  const two = (n: number) => String(n).padStart(2, '0');
  const day = `${date.getFullYear()}-${two(date.getMonth() + 1)}-${two(date.getDate())}`;
  const time = `${two(date.getHours())}-${two(date.getMinutes())}-${two(date.getSeconds())}`;
  return `colored-page-${pageId}-${day}_${time}.png`;
}
