import { toRgba } from '../color.ts';
import { clipRect } from '../rect.ts';
import type { ContextPixels, StrokeContext } from '../tools/stroke.ts';
import type { PixelImage } from '../types.ts';

type Segment = [x0: number, y0: number, x1: number, y1: number];
type Disc = [x: number, y: number, radius: number];

/**
 * A minimal software `StrokeContext` over an in-memory image, so strokes run in Node (tests,
 * benchmarks) exactly as they would on a canvas: round caps and joins (the stroke is the union
 * of capsules around its flattened segments), anti-aliased by distance coverage, composited
 * source-over or destination-out. Supports only what `Stroke` uses: moveTo/lineTo/
 * quadraticCurveTo + stroke, full-circle arc + fill, getImageData/putImageData (as a canvas:
 * outside the image reads transparent and is not written). Colours are hex strings.
 */
export class PixelContext implements StrokeContext {
  lineWidth = 1;
  lineCap = 'round';
  lineJoin = 'round';
  strokeStyle: string | object = '#000000';
  fillStyle: string | object = '#000000';
  globalCompositeOperation = 'source-over';
  private segments: Segment[] = [];
  private discs: Disc[] = [];
  private penX = 0;
  private penY = 0;

  constructor(readonly image: PixelImage) {}

  beginPath(): void {
    this.segments = [];
    this.discs = [];
  }
  moveTo(x: number, y: number): void {
    this.penX = x;
    this.penY = y;
  }
  lineTo(x: number, y: number): void {
    this.segments.push([this.penX, this.penY, x, y]);
    this.penX = x;
    this.penY = y;
  }
  quadraticCurveTo(cpx: number, cpy: number, x: number, y: number): void {
    const [x0, y0] = [this.penX, this.penY];
    const length = Math.hypot(cpx - x0, cpy - y0) + Math.hypot(x - cpx, y - cpy);
    const steps = Math.max(1, Math.min(32, Math.ceil(length / 4)));
    for (let i = 1; i <= steps; i++) {
      const t = i / steps;
      const u = 1 - t;
      this.lineTo(u * u * x0 + 2 * u * t * cpx + t * t * x, u * u * y0 + 2 * u * t * cpy + t * t * y);
    }
  }
  arc(x: number, y: number, radius: number): void {
    this.discs.push([x, y, radius]);
  }
  stroke(): void {
    const half = this.lineWidth / 2;
    this.paint(
      this.segments.map(([x0, y0, x1, y1]) => ({ x0, y0, x1, y1, r: half })),
      this.strokeStyle,
    );
  }
  fill(): void {
    this.paint(
      this.discs.map(([x, y, r]) => ({ x0: x, y0: y, x1: x, y1: y, r })),
      this.fillStyle,
    );
  }

  getImageData(x: number, y: number, width: number, height: number): ContextPixels {
    const out = new Uint8ClampedArray(width * height * 4);
    const { image } = this;
    for (let row = 0; row < height; row++) {
      const yy = y + row;
      if (yy < 0 || yy >= image.height) continue;
      const x0 = Math.max(0, x);
      const x1 = Math.min(image.width, x + width);
      if (x1 <= x0) continue;
      out.set(
        image.data.subarray((yy * image.width + x0) * 4, (yy * image.width + x1) * 4),
        (row * width + x0 - x) * 4,
      );
    }
    return { width, height, data: out };
  }
  putImageData(pixels: ContextPixels, x: number, y: number): void {
    const { image } = this;
    for (let row = 0; row < pixels.height; row++) {
      const yy = y + row;
      if (yy < 0 || yy >= image.height) continue;
      const x0 = Math.max(0, x);
      const x1 = Math.min(image.width, x + pixels.width);
      if (x1 <= x0) continue;
      const from = (row * pixels.width + x0 - x) * 4;
      image.data.set(pixels.data.subarray(from, from + (x1 - x0) * 4), (yy * image.width + x0) * 4);
    }
  }

  /** Rasterizes the union of capsules and composites `style` through their coverage. */
  private paint(
    shapes: { x0: number; y0: number; x1: number; y1: number; r: number }[],
    style: string | object,
  ): void {
    if (shapes.length === 0) return;
    const { width, height, data } = this.image;
    const minX = Math.min(...shapes.map((s) => Math.min(s.x0, s.x1) - s.r)) - 1;
    const minY = Math.min(...shapes.map((s) => Math.min(s.y0, s.y1) - s.r)) - 1;
    const maxX = Math.max(...shapes.map((s) => Math.max(s.x0, s.x1) + s.r)) + 1;
    const maxY = Math.max(...shapes.map((s) => Math.max(s.y0, s.y1) + s.r)) + 1;
    const area = clipRect({ x: minX, y: minY, width: maxX - minX, height: maxY - minY }, width, height);
    if (!area) return;
    const color = toRgba(typeof style === 'string' ? style : '#000000');
    const erase = this.globalCompositeOperation === 'destination-out';

    for (let y = area.y; y < area.y + area.height; y++) {
      const py = y + 0.5;
      for (let x = area.x; x < area.x + area.width; x++) {
        const px = x + 0.5;
        let coverage = 0;
        for (const s of shapes) {
          const c = capsuleCoverage(px, py, s.x0, s.y0, s.x1, s.y1, s.r);
          if (c > coverage) coverage = c;
          if (coverage >= 1) break;
        }
        if (coverage <= 0) continue;
        const p = (y * width + x) * 4;
        if (erase) {
          data[p + 3] = Math.round(data[p + 3]! * (1 - coverage));
          if (data[p + 3] === 0) data[p] = data[p + 1] = data[p + 2] = 0;
        } else {
          compositeOver(data, p, color, (color.a / 255) * coverage);
        }
      }
    }
  }
}

/** Coverage (0–1) of a pixel centre by a capsule: 1 inside, a one-pixel linear ramp at the rim. */
function capsuleCoverage(
  px: number,
  py: number,
  x0: number,
  y0: number,
  x1: number,
  y1: number,
  r: number,
): number {
  const dx = x1 - x0;
  const dy = y1 - y0;
  const lengthSquared = dx * dx + dy * dy;
  let t = lengthSquared > 0 ? ((px - x0) * dx + (py - y0) * dy) / lengthSquared : 0;
  t = t < 0 ? 0 : t > 1 ? 1 : t;
  const distance = Math.hypot(px - (x0 + t * dx), py - (y0 + t * dy));
  const c = r - distance + 0.5;
  return c <= 0 ? 0 : c >= 1 ? 1 : c;
}

/** Porter–Duff source-over of a straight-alpha colour at `alpha` onto a straight-alpha pixel. */
function compositeOver(
  data: Uint8ClampedArray,
  p: number,
  color: { r: number; g: number; b: number },
  alpha: number,
) {
  const destAlpha = data[p + 3]! / 255;
  const outAlpha = alpha + destAlpha * (1 - alpha);
  if (outAlpha <= 0) return;
  const keep = (destAlpha * (1 - alpha)) / outAlpha;
  const take = alpha / outAlpha;
  data[p] = color.r * take + data[p]! * keep;
  data[p + 1] = color.g * take + data[p + 1]! * keep;
  data[p + 2] = color.b * take + data[p + 2]! * keep;
  data[p + 3] = Math.round(outAlpha * 255);
}
