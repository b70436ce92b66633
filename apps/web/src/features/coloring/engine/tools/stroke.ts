import { unionRect } from '../rect.ts';
import type { Point, Rect } from '../types.ts';

/**
 * The part of a 2D context a stroke draws with: `CanvasRenderingContext2D`,
 * `OffscreenCanvasRenderingContext2D` and the engine's `PixelContext` (Node) all fit.
 */
export interface StrokeContext {
  lineWidth: number;
  lineCap: string;
  lineJoin: string;
  strokeStyle: string | object;
  fillStyle: string | object;
  globalCompositeOperation: string;
  beginPath(): void;
  moveTo(x: number, y: number): void;
  lineTo(x: number, y: number): void;
  quadraticCurveTo(cpx: number, cpy: number, x: number, y: number): void;
  arc(x: number, y: number, radius: number, startAngle: number, endAngle: number): void;
  stroke(): void;
  fill(): void;
}

export interface StrokeStyle {
  /** Brush size in page pixels at zoom 1 (spec §9: 30, 25, 20, 15, 10, 5). */
  size: number;
  /** Current zoom; the line is `size / zoom` canvas pixels wide (DESIGN.md). */
  zoom: number;
  /** CSS colour; ignored by the eraser. */
  color: string;
  /** 'source-over' paints, 'destination-out' removes pixels (the eraser). */
  composite: 'source-over' | 'destination-out';
}

/** Line width in canvas pixels for a brush size at a zoom. */
export function strokeWidth(size: number, zoom: number): number {
  return size / (zoom > 0 ? zoom : 1);
}

/**
 * A freehand stroke drawn as it comes in, smoothed by quadratic midpoint interpolation: each
 * input point is the control point of a curve between the midpoints of its two segments, so
 * the line bends smoothly through the coalesced pointer samples. Round caps and joins.
 * Tracks the changed rectangle for history.
 */
export class Stroke {
  private last: Point;
  private lastMid: Point;
  private dirty: Rect | null = null;
  private readonly width: number;

  constructor(
    private readonly context: StrokeContext,
    private readonly style: StrokeStyle,
    start: Point,
  ) {
    this.width = strokeWidth(style.size, style.zoom);
    this.last = start;
    this.lastMid = start;
    this.prepare();
    // A tap paints a round dot even if the pointer never moves.
    context.beginPath();
    context.arc(start.x, start.y, this.width / 2, 0, Math.PI * 2);
    context.fill();
    this.touch([start]);
  }

  /** Changed rectangle so far (canvas pixels, not clipped), or null. */
  get bounds(): Rect | null {
    return this.dirty && { ...this.dirty };
  }

  /** Draws up to the new points (e.g. a pointer event's coalesced events). @returns area drawn. */
  addPoints(points: readonly Point[]): Rect | null {
    let drawn: Rect | null = null;
    this.prepare();
    for (const point of points) {
      if (point.x === this.last.x && point.y === this.last.y) continue;
      const mid = { x: (this.last.x + point.x) / 2, y: (this.last.y + point.y) / 2 };
      this.context.beginPath();
      this.context.moveTo(this.lastMid.x, this.lastMid.y);
      this.context.quadraticCurveTo(this.last.x, this.last.y, mid.x, mid.y);
      this.context.stroke();
      drawn = unionRect(drawn, this.touch([this.lastMid, this.last, mid]));
      this.last = point;
      this.lastMid = mid;
    }
    return drawn;
  }

  /** Draws the last half-segment to the final point. @returns the whole stroke's changed area. */
  end(): Rect | null {
    if (this.lastMid.x !== this.last.x || this.lastMid.y !== this.last.y) {
      this.prepare();
      this.context.beginPath();
      this.context.moveTo(this.lastMid.x, this.lastMid.y);
      this.context.lineTo(this.last.x, this.last.y);
      this.context.stroke();
      this.touch([this.lastMid, this.last]);
    }
    return this.bounds;
  }

  private prepare(): void {
    const c = this.context;
    c.lineWidth = this.width;
    c.lineCap = 'round';
    c.lineJoin = 'round';
    c.strokeStyle = this.style.color;
    c.fillStyle = this.style.color;
    c.globalCompositeOperation = this.style.composite;
  }

  /** Grows the dirty rect by the points' hull plus half the width and an anti-aliasing pixel. */
  private touch(points: readonly Point[]): Rect {
    const pad = this.width / 2 + 1;
    const xs = points.map((p) => p.x);
    const ys = points.map((p) => p.y);
    const x = Math.floor(Math.min(...xs) - pad);
    const y = Math.floor(Math.min(...ys) - pad);
    const rect = {
      x,
      y,
      width: Math.ceil(Math.max(...xs) + pad) - x,
      height: Math.ceil(Math.max(...ys) + pad) - y,
    };
    this.dirty = unionRect(this.dirty, rect);
    return rect;
  }
}
