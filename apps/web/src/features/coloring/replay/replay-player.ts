import type { ColorLayer } from '../color-layer.ts';
import { ColoringSession } from '../coloring-session.ts';
import type { RegionMap } from '../engine/fill/region-map.ts';
import { Stroke, type StrokeContext, type StrokePoint } from '../engine/tools/stroke.ts';
import type { StrokeHandle } from '../engine/tools/tool.ts';

import type { ReplayOp } from './op-log.ts';

/**
 * A session on `layer` (blank) with `map` already in place, ready to replay operations on:
 * fills apply at once, so every operation lands in the order of the log.
 */
export async function createReplaySession(layer: ColorLayer, map: RegionMap): Promise<ColoringSession> {
  const session = new ColoringSession(layer, Promise.resolve(map));
  await new Promise<void>((resolve) => {
    if (session.getSnapshot().fillState === 'ready') resolve();
    const stop = session.subscribe(() => {
      if (session.getSnapshot().fillState !== 'ready') return;
      stop();
      resolve();
    });
  });
  return session;
}

function beginStroke(session: ColoringSession, op: Extract<ReplayOp, { kind: 'stroke' }>): StrokeHandle {
  const style = {
    size: op.width,
    zoom: 1,
    color: op.color,
    composite: op.isEraser ? ('destination-out' as const) : ('source-over' as const),
  };
  const draw = (context: StrokeContext, start: StrokePoint) => new Stroke(context, style, start);
  return session.beginStroke(draw, op.points[0]!, { stayInsideLines: op.isClipped });
}

function applyInstant(session: ColoringSession, op: Exclude<ReplayOp, { kind: 'stroke' }>): void {
  if (op.kind === 'fill') void session.fillAt({ x: op.x, y: op.y }, op.color).catch(() => undefined);
  else if (op.kind === 'undo') session.undo();
  else if (op.kind === 'redo') session.redo();
  else session.clear();
}

/**
 * Which operations a later undo takes back, by index: only those need an undo step when the
 * log is replayed (the others are drawn without one, which saves a replay most of its history
 * work). Walks the log's undo and redo stacks as the coloring screen's history did: each step
 * is a stroke, fill or clear, an undo takes back the newest step, a redo puts back the newest
 * undone one, a new step forgets the undone ones.
 */
export function undoneOps(ops: readonly ReplayOp[]): boolean[] {
  const undone = ops.map(() => false);
  const done: number[] = [];
  let redoable: number[] = [];
  ops.forEach((op, index) => {
    if (op.kind === 'undo') {
      const step = done.pop();
      if (step === undefined) return;
      undone[step] = true;
      redoable.push(step);
    } else if (op.kind === 'redo') {
      const step = redoable.pop();
      if (step !== undefined) done.push(step);
    } else {
      done.push(index);
      redoable = [];
    }
  });
  return undone;
}

/**
 * Applies whole operations to `session`, in order: the same calls the coloring screen made,
 * so the layer ends with the same pixels (the log's grid-rounded points were what was drawn).
 */
export function applyOps(session: ColoringSession, ops: readonly ReplayOp[]): void {
  const undone = undoneOps(ops);
  for (const [index, op] of ops.entries()) {
    session.recordsHistory = undone[index]!;
    if (op.kind !== 'stroke') {
      applyInstant(session, op);
      continue;
    }
    beginStroke(session, op).commit(op.points.slice(1));
  }
}

/** Length of the log's timeline in ms: idle gaps plus the time each stroke took. */
export function logDuration(ops: readonly ReplayOp[]): number {
  let total = 0;
  for (const op of ops) {
    total += op.gap;
    if (op.kind === 'stroke') for (const point of op.points) total += point.dt;
  }
  return total;
}

/**
 * Work done per frame at the top speed, ms: the page is shown at about 30 frames a second while
 * a replay runs as fast as it can (frames themselves cost time: a 12 ms slice spent a quarter of
 * a 2,000-operation replay waiting for frames).
 */
export const TOP_SPEED_SLICE_MS = 24;

/**
 * Plays a log on a session bit by bit: `advanceTo(ms)` applies what happened up to that time of
 * the recording (for 1× and 4×), `advanceFor(budgetMs)` applies whole operations for that long
 * of the caller's time (for the top speed). `isDone` once every operation is on the layer.
 */
export class ReplayPlayer {
  private index = 0;
  private point = 0;
  private stroke: StrokeHandle | null = null;
  /** Recording time at which the current operation (or its next sample) happens. */
  private time = 0;
  private readonly undone: boolean[];

  constructor(
    private readonly session: ColoringSession,
    private readonly ops: readonly ReplayOp[],
  ) {
    this.undone = undoneOps(ops);
  }

  get isDone(): boolean {
    return this.index >= this.ops.length;
  }

  /** Share of operations applied, 0–1. */
  get progress(): number {
    return this.ops.length === 0 ? 1 : this.index / this.ops.length;
  }

  /** Applies everything the recording did up to `ms` after it began. */
  advanceTo(ms: number): void {
    while (!this.isDone) {
      const op = this.ops[this.index]!;
      if (!this.stroke) {
        if (this.point === 0 && this.time + op.gap > ms) return;
        if (this.point === 0) this.time += op.gap;
        this.session.recordsHistory = this.undone[this.index]!;
        if (op.kind !== 'stroke') {
          applyInstant(this.session, op);
          this.next();
          continue;
        }
        this.stroke = beginStroke(this.session, op);
        this.point = 1;
      }
      const points = (op as Extract<ReplayOp, { kind: 'stroke' }>).points;
      const from = this.point;
      while (this.point < points.length && this.time + points[this.point]!.dt <= ms) {
        this.time += points[this.point]!.dt;
        this.point += 1;
      }
      if (this.point > from) this.stroke.addPoints(points.slice(from, this.point));
      if (this.point < points.length) return;
      this.stroke.commit();
      this.next();
    }
  }

  /**
   * Applies whole operations until `budgetMs` of `now()` has passed (at least one).
   * @returns whether operations remain.
   */
  advanceFor(budgetMs: number, now: () => number = () => performance.now()): boolean {
    const end = now() + budgetMs;
    do this.finishOne();
    while (!this.isDone && now() < end);
    return !this.isDone;
  }

  /** Takes a stroke still being drawn back off the layer (the replay was stopped). */
  stop(): void {
    this.stroke?.cancel();
    this.stroke = null;
    this.index = this.ops.length;
  }

  /** Applies the rest of the current operation at once. */
  private finishOne(): void {
    const op = this.ops[this.index];
    if (!op) return;
    if (!this.stroke) this.time += op.gap;
    this.session.recordsHistory = this.undone[this.index]!;
    if (op.kind !== 'stroke') {
      applyInstant(this.session, op);
      this.next();
      return;
    }
    const stroke = (this.stroke ??= beginStroke(this.session, op));
    const rest = op.points.slice(Math.max(1, this.point));
    for (const point of rest) this.time += point.dt;
    stroke.commit(rest);
    this.next();
  }

  private next(): void {
    this.index += 1;
    this.point = 0;
    this.stroke = null;
  }
}
