import { unionRect } from '../rect.ts';
import type { Point, Rect } from '../types.ts';

/** Pixels read back from a context: `ImageData`, or the engine's own (`PixelContext`). */
export interface ContextPixels {
  readonly width: number;
  readonly height: number;
  readonly data: Uint8ClampedArray;
}

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
  /** Reads a rectangle (pixels outside the canvas read transparent), to take the live tail back. */
  getImageData(x: number, y: number, width: number, height: number): ContextPixels;
  putImageData(image: ContextPixels, x: number, y: number): void;
}

/** A pointer sample in canvas pixels; `pressure` (0–1) only from a pen (`pointerType` 'pen'). */
export interface StrokePoint extends Point {
  pressure?: number;
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

/** A stroke's look: line width in canvas pixels (brush size / zoom), CSS colour, eraser or brush. */
export interface StrokeDescription {
  width: number;
  color: string;
  isEraser: boolean;
}

/** Line width in canvas pixels for a brush size at a zoom. */
export function strokeWidth(size: number, zoom: number): number {
  return size / (zoom > 0 ? zoom : 1);
}

/** The thinnest a pen line gets, as a share of the brush width (pressure 0). */
export const MIN_PRESSURE_SHARE = 0.3;

/**
 * Width of a pen line at a pressure (0–1, clamped): from 30% of `width` at no pressure to all
 * of it at full pressure, linearly. Tilt plays no part.
 */
export function pressureWidth(width: number, pressure: number): number {
  const p = pressure < 0 ? 0 : pressure > 1 ? 1 : pressure;
  return width * (MIN_PRESSURE_SHARE + (1 - MIN_PRESSURE_SHARE) * p);
}

/** How much of each new pen pressure reading a sample takes (the rest from the one before). */
const PRESSURE_SMOOTHING = 0.5;
/** Length (canvas pixels) of the pieces a curve of changing width is drawn in. */
const PIECE_LENGTH = 2;

/**
 * A freehand stroke drawn as it comes in, smoothed by quadratic midpoint interpolation: each
 * input point is the control point of a curve between the midpoints of its two segments, so
 * the line bends smoothly through the coalesced pointer samples. Round caps and joins.
 *
 * No lag: the curves end half a segment behind the newest sample, so a straight "live tail"
 * from there to the sample is drawn too and taken back (its pixels saved before) when the next
 * samples come; the stroke's end stays under the pointer.
 *
 * Pen pressure: samples with `pressure` make the width follow it (`pressureWidth`, the reading
 * smoothed by an exponential moving average), interpolated along each curve drawn in short
 * round-capped pieces. Samples without it (mouse, touch) draw at the full width, unchanged.
 * Tracks the changed rectangle for history.
 */
export class Stroke {
  private last: Point;
  private lastMid: Point;
  private lastWidth: number;
  private lastMidWidth: number;
  private pressure: number | undefined;
  private dirty: Rect | null = null;
  private tail: { rect: Rect; pixels: ContextPixels } | null = null;
  private readonly width: number;

  constructor(
    private readonly context: StrokeContext,
    private readonly style: StrokeStyle,
    start: StrokePoint,
  ) {
    this.width = strokeWidth(style.size, style.zoom);
    this.pressure = start.pressure;
    this.lastWidth = this.lastMidWidth = this.widthFor(start);
    this.last = { x: start.x, y: start.y };
    this.lastMid = this.last;
    this.prepare(this.lastWidth);
    // A tap paints a round dot even if the pointer never moves.
    context.beginPath();
    context.arc(start.x, start.y, this.lastWidth / 2, 0, Math.PI * 2);
    context.fill();
    this.touch([start], this.lastWidth);
  }

  /** What draws it (the replay log keeps it): line width in canvas pixels, colour, eraser or not. */
  get description(): StrokeDescription {
    return {
      width: this.width,
      color: this.style.color,
      isEraser: this.style.composite === 'destination-out',
    };
  }

  /** Changed rectangle so far (canvas pixels, not clipped), or null. */
  get bounds(): Rect | null {
    return this.dirty && { ...this.dirty };
  }

  /**
   * Draws up to the new points (e.g. a pointer event's coalesced events), ending under the
   * newest one. @returns the area drawn (the live tail's included).
   */
  addPoints(points: readonly StrokePoint[]): Rect | null {
    const drawn = unionRect(this.takeTailBack(), this.extend(points));
    return unionRect(drawn, this.drawTail());
  }

  /**
   * Draws up to the final `points` (none: the stroke ends where it is) and the last
   * half-segment to the final point, with no live tail to read back and take back (a replay
   * hands a whole stroke at once). @returns the whole stroke's changed area.
   */
  end(points: readonly StrokePoint[] = []): Rect | null {
    this.takeTailBack();
    this.extend(points);
    this.lastHalf();
    return this.bounds;
  }

  /** Draws the curves up to the midpoint before the newest of `points`. @returns the area drawn. */
  private extend(points: readonly StrokePoint[]): Rect | null {
    let drawn: Rect | null = null;
    for (const point of points) {
      if (point.x === this.last.x && point.y === this.last.y) {
        if (point.pressure !== undefined) this.lastWidth = this.widthFor(point);
        continue;
      }
      const width = this.widthFor(point);
      const mid = { x: (this.last.x + point.x) / 2, y: (this.last.y + point.y) / 2 };
      const midWidth = (this.lastWidth + width) / 2;
      drawn = unionRect(drawn, this.curve(this.lastMid, this.last, mid, this.lastMidWidth, midWidth));
      this.last = { x: point.x, y: point.y };
      this.lastWidth = width;
      this.lastMid = mid;
      this.lastMidWidth = midWidth;
    }
    return drawn;
  }

  /** The width for a sample: the brush width, or the pen's share of it by smoothed pressure. */
  private widthFor(point: StrokePoint): number {
    // A sample without pressure in a pen stroke (the pointerup, which reads 0) keeps the last.
    if (point.pressure === undefined)
      return this.pressure === undefined ? this.width : pressureWidth(this.width, this.pressure);
    this.pressure =
      this.pressure === undefined
        ? point.pressure
        : this.pressure + PRESSURE_SMOOTHING * (point.pressure - this.pressure);
    return pressureWidth(this.width, this.pressure);
  }

  /** The quadratic curve from `from` to `to` controlled by `control`, its width going w0 → w1. */
  private curve(from: Point, control: Point, to: Point, w0: number, w1: number): Rect {
    const c = this.context;
    if (Math.abs(w1 - w0) < 0.05) {
      this.prepare(w1);
      c.beginPath();
      c.moveTo(from.x, from.y);
      c.quadraticCurveTo(control.x, control.y, to.x, to.y);
      c.stroke();
      return this.touch([from, control, to], Math.max(w0, w1));
    }
    const length =
      Math.hypot(control.x - from.x, control.y - from.y) + Math.hypot(to.x - control.x, to.y - control.y);
    const pieces = Math.max(1, Math.min(32, Math.ceil(length / PIECE_LENGTH)));
    let previous = from;
    for (let i = 1; i <= pieces; i++) {
      const t = i / pieces;
      const u = 1 - t;
      const point = {
        x: u * u * from.x + 2 * u * t * control.x + t * t * to.x,
        y: u * u * from.y + 2 * u * t * control.y + t * t * to.y,
      };
      this.prepare(w0 + (w1 - w0) * (t - 0.5 / pieces));
      c.beginPath();
      c.moveTo(previous.x, previous.y);
      c.lineTo(point.x, point.y);
      c.stroke();
      previous = point;
    }
    return this.touch([from, control, to], Math.max(w0, w1));
  }

  /** The straight half-segment from the last midpoint to the last sample. */
  private lastHalf(): Rect | null {
    if (this.lastMid.x === this.last.x && this.lastMid.y === this.last.y) return null;
    const c = this.context;
    const w0 = this.lastMidWidth;
    const w1 = this.lastWidth;
    if (Math.abs(w1 - w0) < 0.05) {
      this.prepare(w1);
      c.beginPath();
      c.moveTo(this.lastMid.x, this.lastMid.y);
      c.lineTo(this.last.x, this.last.y);
      c.stroke();
      return this.touch([this.lastMid, this.last], Math.max(w0, w1));
    }
    return this.curve(this.lastMid, this.lastMid, this.last, w0, w1);
  }

  /** Draws the live tail (the last half-segment), keeping the pixels under it to take it back. */
  private drawTail(): Rect | null {
    if (this.lastMid.x === this.last.x && this.lastMid.y === this.last.y) return null;
    const rect = this.padded([this.lastMid, this.last], Math.max(this.lastMidWidth, this.lastWidth));
    this.tail = { rect, pixels: this.context.getImageData(rect.x, rect.y, rect.width, rect.height) };
    return this.lastHalf();
  }

  /** Puts back the pixels under the live tail. @returns the area restored. */
  private takeTailBack(): Rect | null {
    const tail = this.tail;
    if (!tail) return null;
    this.tail = null;
    this.context.putImageData(tail.pixels, tail.rect.x, tail.rect.y);
    return tail.rect;
  }

  private prepare(width: number): void {
    const c = this.context;
    c.lineWidth = width;
    c.lineCap = 'round';
    c.lineJoin = 'round';
    c.strokeStyle = this.style.color;
    c.fillStyle = this.style.color;
    c.globalCompositeOperation = this.style.composite;
  }

  /** The points' hull plus half the width and an anti-aliasing pixel, in whole pixels. */
  private padded(points: readonly Point[], width: number): Rect {
    const pad = width / 2 + 1;
    const xs = points.map((p) => p.x);
    const ys = points.map((p) => p.y);
    const x = Math.floor(Math.min(...xs) - pad);
    const y = Math.floor(Math.min(...ys) - pad);
    return {
      x,
      y,
      width: Math.ceil(Math.max(...xs) + pad) - x,
      height: Math.ceil(Math.max(...ys) + pad) - y,
    };
  }

  /** Grows the dirty rect by what `points` drawn at `width` may cover. */
  private touch(points: readonly Point[], width: number): Rect {
    const rect = this.padded(points, width);
    this.dirty = unionRect(this.dirty, rect);
    return rect;
  }
}
