/**
 * Synthetic line art for the engine's tests: black anti-aliased strokes on an opaque white
 * page, drawn with the engine's own software rasterizer.
 */
import { PixelContext } from '../raster/pixel-context.ts';
import { createPixelImage, type PixelImage } from '../types.ts';

export function whitePage(size: number): PixelImage {
  const page = createPixelImage(size, size);
  page.data.fill(255);
  return page;
}

/** Draws a circle outline of `radius` around (cx, cy), leaving a gap of `gap` pixels (chord) at the right. */
export function drawRing(
  page: PixelImage,
  cx: number,
  cy: number,
  radius: number,
  lineWidth: number,
  gap = 0,
): void {
  const context = new PixelContext(page);
  context.lineWidth = lineWidth;
  context.strokeStyle = '#000000';
  // The gap is measured between the stroke's ends, so widen the skipped angle by the line width.
  const skipped = gap > 0 ? 2 * Math.asin(Math.min(1, (gap + lineWidth) / 2 / radius)) : 0;
  const steps = 256;
  context.beginPath();
  for (let i = 0; i <= steps; i++) {
    const angle = skipped / 2 + ((2 * Math.PI - skipped) * i) / steps;
    const x = cx + radius * Math.cos(angle);
    const y = cy + radius * Math.sin(angle);
    if (i === 0) context.moveTo(x, y);
    else context.lineTo(x, y);
  }
  context.stroke();
}

export function drawLine(
  page: PixelImage,
  x0: number,
  y0: number,
  x1: number,
  y1: number,
  lineWidth: number,
): void {
  const context = new PixelContext(page);
  context.lineWidth = lineWidth;
  context.strokeStyle = '#000000';
  context.beginPath();
  context.moveTo(x0, y0);
  context.lineTo(x1, y1);
  context.stroke();
}

/** Luminance-ish grey level of a page pixel (the red channel of grey art). */
export function greyAt(page: PixelImage, x: number, y: number): number {
  return page.data[(y * page.width + x) * 4]!;
}
