import { clipRect } from './rect.ts';
import type { PixelSurface } from './surface.ts';
import type { PixelImage, Point, Rect } from './types.ts';

/** Default memory cap of the undo history: 64 MiB. */
export const DEFAULT_HISTORY_BYTES = 64 * 1024 * 1024;
/** Bookkeeping counted per step on top of its buffers (object, rect, array headers). */
const STEP_OVERHEAD_BYTES = 128;

/** One undoable change: the changed pixels of a rectangle, before and after, as runs. */
interface Step {
  rect: Rect;
  /** Pairs: offset (pixels, row-major inside `rect`), length; only pixels that changed. */
  spans: Int32Array;
  before: Uint32Array;
  after: Uint32Array;
  bytes: number;
}

/**
 * Undo and redo for the colour layer with bounded memory. A step keeps only its changed
 * rectangle, and within it only the pixels that changed (runs, before and after values), never
 * a whole-canvas copy or a data URL. When the total passes `maxBytes` the oldest steps are
 * dropped, and the state they led to becomes the first snapshot.
 *
 * Snapshot semantics of spec §4: the states form a list with a cursor; undo is disabled at the
 * first state and redo at the last; recording a step discards the steps after the cursor; a
 * change that alters no pixel adds nothing (a snapshot already in the list). Restoring a
 * colored page: draw it, then `clear()`, so history starts there.
 */
export class History {
  readonly maxBytes: number;
  private steps: Step[] = [];
  /** Steps applied: 0 = first snapshot, `steps.length` = last. */
  private position = 0;
  private total = 0;

  constructor(options: { maxBytes?: number } = {}) {
    this.maxBytes = options.maxBytes ?? DEFAULT_HISTORY_BYTES;
  }

  get canUndo(): boolean {
    return this.position > 0;
  }
  get canRedo(): boolean {
    return this.position < this.steps.length;
  }
  /** Bytes held by the recorded steps. */
  get bytes(): number {
    return this.total;
  }
  /** Recorded steps (undoable plus redoable). */
  get length(): number {
    return this.steps.length;
  }
  /** Index of the current snapshot, 0 … length (the spec's snapCursor counted from the first). */
  get cursor(): number {
    return this.position;
  }

  /**
   * Records the change of `rect` on `surface`: `before` holds the pixels before it, with its
   * top-left corner at `beforeOrigin` (default: the rect's; pass {x: 0, y: 0} for a whole-canvas
   * copy taken when a stroke began). The "after" pixels are read from the surface.
   * @returns false when no pixel changed (nothing recorded).
   */
  record(surface: PixelSurface, rect: Rect, before: PixelImage, beforeOrigin: Point = rect): boolean {
    const area = clipRect(rect, surface.width, surface.height);
    if (!area) return false;
    const after = surface.getPixels(area);
    return this.push(area, cropWords(before, beforeOrigin, area), toWords(after));
  }

  /**
   * Records a change from its rect-sized before and after pixels (RGBA, `rect.width` per row),
   * when the caller already holds both (the fill tool). `rect` must lie inside the canvas.
   * @returns false when no pixel changed (nothing recorded).
   */
  recordChange(rect: Rect, before: Uint8ClampedArray, after: Uint8ClampedArray): boolean {
    return this.push({ ...rect }, toWords(before), toWords(after));
  }

  /** Undoes the last step on `surface`. @returns the rectangle to redraw, or null if disabled. */
  undo(surface: PixelSurface): Rect | null {
    if (!this.canUndo) return null;
    const step = this.steps[--this.position]!;
    apply(surface, step, step.before);
    return { ...step.rect };
  }

  /** Redoes the next step on `surface`. @returns the rectangle to redraw, or null if disabled. */
  redo(surface: PixelSurface): Rect | null {
    if (!this.canRedo) return null;
    const step = this.steps[this.position++]!;
    apply(surface, step, step.after);
    return { ...step.rect };
  }

  /** Forgets every step: the current state becomes the first snapshot. */
  clear(): void {
    this.steps = [];
    this.position = 0;
    this.total = 0;
  }

  private push(rect: Rect, before: Uint32Array, after: Uint32Array): boolean {
    const step = encodeStep(rect, before, after);
    if (!step) return false;
    for (const dropped of this.steps.splice(this.position)) this.total -= dropped.bytes;
    this.steps.push(step);
    this.total += step.bytes;
    this.position = this.steps.length;
    while (this.total > this.maxBytes && this.steps.length > 0) {
      this.total -= this.steps.shift()!.bytes;
      this.position--;
    }
    return true;
  }
}

function encodeStep(rect: Rect, before: Uint32Array, after: Uint32Array): Step | null {
  const spans: number[] = [];
  let changed = 0;
  for (let i = 0; i < before.length;) {
    if (before[i] === after[i]) {
      i++;
      continue;
    }
    const start = i;
    while (i < before.length && before[i] !== after[i]) i++;
    spans.push(start, i - start);
    changed += i - start;
  }
  if (changed === 0) return null;
  const step: Step = {
    rect,
    spans: Int32Array.from(spans),
    before: new Uint32Array(changed),
    after: new Uint32Array(changed),
    bytes: 0,
  };
  for (let s = 0, at = 0; s < spans.length; s += 2) {
    const start = spans[s]!;
    const end = start + spans[s + 1]!;
    step.before.set(before.subarray(start, end), at);
    step.after.set(after.subarray(start, end), at);
    at += end - start;
  }
  step.bytes = step.spans.byteLength + step.before.byteLength + step.after.byteLength + STEP_OVERHEAD_BYTES;
  return step;
}

function apply(surface: PixelSurface, step: Step, values: Uint32Array): void {
  const pixels = surface.getPixels(step.rect);
  const words = toWords(pixels);
  for (let s = 0, at = 0; s < step.spans.length; s += 2) {
    const length = step.spans[s + 1]!;
    words.set(values.subarray(at, at + length), step.spans[s]!);
    at += length;
  }
  surface.putPixels(step.rect, pixels);
}

/** The words of a rect-sized RGBA buffer (copied only if its offset is unaligned). */
function toWords(pixels: Uint8ClampedArray): Uint32Array {
  const aligned = pixels.byteOffset % 4 === 0 ? pixels : pixels.slice();
  return new Uint32Array(aligned.buffer, aligned.byteOffset, aligned.byteLength >> 2);
}

/** `rect`'s pixels, as words, out of an image whose top-left corner sits at `origin`. */
function cropWords(image: PixelImage, origin: Point, rect: Rect): Uint32Array {
  const source = toWords(image.data);
  const out = new Uint32Array(rect.width * rect.height);
  for (let row = 0; row < rect.height; row++) {
    const from = (rect.y - origin.y + row) * image.width + (rect.x - origin.x);
    out.set(source.subarray(from, from + rect.width), row * rect.width);
  }
  return out;
}
