import type { StrokeDescription, StrokePoint } from '../engine/tools/stroke.ts';
import type { Point } from '../engine/types.ts';

/** A stroke sample as the log keeps it: canvas pixels on a 1/8 px grid, ms since the last sample. */
export interface ReplayPoint extends StrokePoint {
  /** Milliseconds since the previous sample of the stroke (0 for samples of one pointer event). */
  dt: number;
}

/**
 * One operation on the colour layer, in the order it reached the layer. `gap` is the time in
 * milliseconds since the previous operation ended (capped at {@link MAX_GAP_MS}).
 */
export type ReplayOp =
  | {
      kind: 'stroke';
      gap: number;
      /** Line width in canvas pixels (brush size / zoom), kept as the exact float drawn. */
      width: number;
      color: string;
      isEraser: boolean;
      /** "Stay inside lines" applied: the stroke was clipped to the region it began in. */
      isClipped: boolean;
      /** The first is where the pointer went down; at least one. */
      points: ReplayPoint[];
    }
  | { kind: 'fill'; gap: number; x: number; y: number; color: string }
  | { kind: 'undo' | 'redo' | 'clear'; gap: number };

/** Points are kept on a grid of 1/8 canvas pixel (invisible at 1024 px; three bits each). */
export const POINT_GRID = 8;
/** Pen pressure is kept in 254 steps; 255 in the file means "no pressure" (mouse, touch). */
export const PRESSURE_STEPS = 254;
/** Idle time between operations is kept up to 1 s, between samples up to 250 ms. */
export const MAX_GAP_MS = 1000;
export const MAX_POINT_GAP_MS = 250;
/**
 * The log stops growing at about 3 MiB of raw operations (some 500,000 samples, far beyond a
 * page's coloring) so memory and the saved file stay bounded; it is then marked truncated and
 * the replay ends on the saved layer. The compressed file has its own cap (MAX_REPLAY_LOG_BYTES).
 */
export const MAX_RAW_BYTES = 3 * 1024 * 1024;

/** Rounds a coordinate to the log's grid, so what is drawn is what the log replays, exactly. */
export function quantize(value: number): number {
  return Math.round(value * POINT_GRID) / POINT_GRID;
}

function quantizePoint(point: StrokePoint): StrokePoint {
  const out: StrokePoint = { x: quantize(point.x), y: quantize(point.y) };
  if (point.pressure !== undefined) {
    const p = Math.min(1, Math.max(0, point.pressure));
    out.pressure = Math.round(p * PRESSURE_STEPS) / PRESSURE_STEPS;
  }
  return out;
}

/** A stroke being recorded: its samples, rounded to the grid before they are drawn. */
export interface StrokeRecording {
  /** The pointer-down sample, rounded: draw from this one. */
  readonly start: StrokePoint;
  /** Rounds and keeps samples; @returns the rounded samples to draw. */
  add(points: readonly StrokePoint[]): StrokePoint[];
  /** The stroke reached the layer (a history step): it joins the log. */
  commit(description: StrokeDescription): void;
}

/**
 * What the coloring session tells the log (ColoringSession's `recorder` option). Only changes
 * that reached the layer are told: a cancelled stroke, a fill that changed nothing, or an
 * undo with nothing to undo are not operations.
 */
export interface OperationRecorder {
  stroke(start: StrokePoint, isClipped: boolean): StrokeRecording;
  /** Rounds a fill's seed to the grid (before the fill is applied). */
  fillPoint(point: Point): Point;
  fill(point: Point, color: string): void;
  undo(): void;
  redo(): void;
  clear(): void;
}

/**
 * The operation log of a colored page (issue 15 "Replay"): strokes as point lists with their
 * width, colour, eraser and clipping, fills as a seed and a colour, undo, redo and clear, each
 * with the idle time before it. Bounded by {@link MAX_RAW_BYTES}: past it, nothing more is kept
 * and `isTruncated` is set.
 */
export class OperationLog implements OperationRecorder {
  readonly ops: ReplayOp[];
  private rawBytes = 0;
  private truncated: boolean;
  private lastAt: number | null = null;
  /** Operations kept on this visit (at the end of `ops`, whatever was prepended). */
  private kept = 0;

  constructor(
    initial: { ops?: ReplayOp[]; isTruncated?: boolean } = {},
    private readonly now: () => number = () => performance.now(),
  ) {
    this.ops = [...(initial.ops ?? [])];
    this.truncated = initial.isTruncated ?? false;
    for (const op of this.ops) this.rawBytes += rawSize(op);
  }

  get isTruncated(): boolean {
    return this.truncated;
  }

  /** Raw (uncompressed) size estimate of the kept operations, in bytes. */
  get bytes(): number {
    return this.rawBytes;
  }

  /**
   * Marks the log as it stands (a save reads the layer now): the returned function gives its
   * operations up to this mark, even once more were recorded or the saved log was prepended.
   */
  mark(): () => ReplayOp[] {
    const kept = this.kept;
    return () => this.ops.slice(0, Math.max(0, this.ops.length - (this.kept - kept)));
  }

  /** Puts `earlier` (the log saved before this visit) in front of what was recorded since. */
  prepend(earlier: { ops: ReplayOp[]; isTruncated: boolean }): void {
    if (earlier.isTruncated) {
      this.ops.splice(0, this.ops.length, ...earlier.ops);
      this.truncated = true;
    } else this.ops.unshift(...earlier.ops);
    this.rawBytes = this.ops.reduce((sum, op) => sum + rawSize(op), 0);
  }

  stroke(start: StrokePoint, isClipped: boolean): StrokeRecording {
    const gap = this.gap();
    let last = this.now();
    const first = quantizePoint(start);
    const points: ReplayPoint[] = [{ ...first, dt: 0 }];
    return {
      start: first,
      add: (samples) => {
        const at = this.now();
        const dt = Math.min(MAX_POINT_GAP_MS, Math.max(0, Math.round(at - last)));
        last = at;
        return samples.map((sample, index) => {
          const point = quantizePoint(sample);
          points.push({ ...point, dt: index === 0 ? dt : 0 });
          return point;
        });
      },
      commit: ({ width, color, isEraser }) =>
        this.push({ kind: 'stroke', gap, width, color, isEraser, isClipped, points }),
    };
  }

  fillPoint(point: Point): Point {
    return { x: quantize(point.x), y: quantize(point.y) };
  }

  fill(point: Point, color: string): void {
    this.push({ kind: 'fill', gap: this.gap(), x: point.x, y: point.y, color });
  }

  undo(): void {
    this.push({ kind: 'undo', gap: this.gap() });
  }

  redo(): void {
    this.push({ kind: 'redo', gap: this.gap() });
  }

  clear(): void {
    this.push({ kind: 'clear', gap: this.gap() });
  }

  /** Idle ms since the last operation ended (0 for the first of a visit), capped. */
  private gap(): number {
    const at = this.now();
    const gap = this.lastAt === null ? 0 : Math.min(MAX_GAP_MS, Math.max(0, Math.round(at - this.lastAt)));
    return gap;
  }

  private push(op: ReplayOp): void {
    this.lastAt = this.now();
    if (this.truncated) return;
    const size = rawSize(op);
    if (this.rawBytes + size > MAX_RAW_BYTES) {
      this.truncated = true;
      return;
    }
    this.rawBytes += size;
    this.ops.push(op);
    this.kept += 1;
  }
}

/** Upper estimate of an operation's encoded size (log-codec.ts), bytes. */
function rawSize(op: ReplayOp): number {
  if (op.kind === 'stroke') return 24 + op.color.length + op.points.length * 9;
  if (op.kind === 'fill') return 12 + op.color.length;
  return 3;
}
