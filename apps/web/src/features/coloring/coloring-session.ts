import type { ColorLayer } from './color-layer.ts';
import { toRgba, type Rgba } from './engine/color.ts';
import { fillRegion } from './engine/fill/fill.ts';
import { regionAt, regionBounds, type RegionMap } from './engine/fill/region-map.ts';
import { History } from './engine/history.ts';
import { clipRect } from './engine/rect.ts';
import { clippedContext, regionClipAt } from './engine/tools/clip.ts';
import { applyFill } from './engine/tools/fill.ts';
import type { Stroke, StrokePoint } from './engine/tools/stroke.ts';
import type { StrokeHandle, StrokeOptions, StrokeStarter, ToolTarget } from './engine/tools/tool.ts';
import type { PixelImage, Point, Rect } from './engine/types.ts';
import type { OperationRecorder } from './replay/op-log.ts';

/** What changed the colour layer; 'restore' is a saved drawing loaded as the starting point. */
export type ChangeKind = 'stroke' | 'fill' | 'undo' | 'redo' | 'clear' | 'restore';
export type FillState = 'preparing' | 'ready' | 'failed';

/** The user timing marked when a session's region map is ready: flood fill works from then on. */
export const FILL_READY_MARK = 'huebook:fill-ready';

/** What React renders from the session; a new object after every change. */
export interface SessionSnapshot {
  /** Counts changes to the layer (clear included), for the saved flag. */
  revision: number;
  canUndo: boolean;
  canRedo: boolean;
  fillState: FillState;
}

type Listener = (change: ChangeKind | null) => void;

/** A bucket fill asked for, waiting for the region map or for the stroke being drawn to end. */
interface QueuedFill {
  point: Point;
  color: string;
  resolve: (changed: boolean) => void;
  reject: (reason: unknown) => void;
}

/**
 * One page being colored: the colour layer, its undo history (the engine's `History`: changed
 * rectangles under a memory cap) and the page's region map for the bucket fill. Plain
 * TypeScript, no React, no DOM: the screen hands it a layer and the region map promise.
 */
export class ColoringSession implements ToolTarget {
  readonly history: History;
  private snapshot: SessionSnapshot;
  private readonly listeners = new Set<Listener>();
  private active: { stroke: Stroke; before: PixelImage } | null = null;
  private queuedFills: QueuedFill[] = [];
  private map: RegionMap | null = null;
  private mapFailure: { reason: unknown } | null = null;
  private disposed = false;
  /**
   * A copy of the layer as it stands between changes, kept in step a changed rectangle at a
   * time, so a stroke's "before" pixels need no whole-layer read when the pointer goes down
   * (a 4 MiB `getImageData`: 4–30 ms on a slow machine, felt as a late first dot).
   */
  private shadow: PixelImage | null = null;
  /** The replay log, told of every change that reaches the layer (points rounded to its grid). */
  private readonly recorder: OperationRecorder | null;
  /**
   * Whether changes go into the undo history. A replay turns it off for the changes its log
   * never takes back (replay/replay-player.ts): they are drawn, not kept.
   */
  recordsHistory = true;

  constructor(
    private readonly layer: ColorLayer,
    regionMap: Promise<RegionMap>,
    options: { historyBytes?: number; recorder?: OperationRecorder } = {},
  ) {
    this.history = new History({ maxBytes: options.historyBytes });
    this.recorder = options.recorder ?? null;
    this.snapshot = { revision: 0, canUndo: false, canRedo: false, fillState: 'preparing' };
    regionMap.then(
      (map) => {
        this.map = map;
        this.update(null, { fillState: 'ready' });
        // "Fill ready" in the web benchmark (bench/web.bench.ts reads this user timing).
        performance.mark(FILL_READY_MARK);
        this.applyQueuedFills();
      },
      (reason: unknown) => {
        this.mapFailure = { reason };
        this.update(null, { fillState: 'failed' });
        for (const fill of this.queuedFills.splice(0)) fill.reject(reason);
      },
    );
  }

  getSnapshot = (): SessionSnapshot => this.snapshot;

  /** Calls `listener` after every change; returns the unsubscribe function. */
  subscribe = (listener: Listener): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  get isStroking(): boolean {
    return this.active !== null;
  }

  /**
   * Starts a stroke at `pointerDown` (canvas pixels; rounded to the replay log's grid when a
   * log records), drawn on the layer by `draw` (a tool's brush or eraser); the history records
   * it when it is committed and the log when it changed a pixel. With `stayInsideLines` and the
   * region map ready, it changes only the region under `start`, never a line's dark core
   * (before the map is ready, strokes are not clipped).
   */
  beginStroke(draw: StrokeStarter, pointerDown: StrokePoint, options: StrokeOptions = {}): StrokeHandle {
    this.active = null;
    const before = (this.shadow ??= this.layer.readPixels());
    const isClipped = Boolean(options.stayInsideLines && this.map);
    const recording = this.recorder?.stroke(pointerDown, isClipped);
    const start = recording?.start ?? pointerDown;
    const clip = isClipped && this.map ? regionClipAt(this.map, start) : null;
    const clipped = clip && clippedContext(this.layer.context, this.layer.surface, before, clip);
    const stroke = draw(clipped ?? this.layer.context, start);
    clipped?.flush();
    const active = { stroke, before };
    this.active = active;
    const isCurrent = () => this.active === active;
    return {
      addPoints: (points) => {
        if (!isCurrent() || points.length === 0) return;
        stroke.addPoints(recording ? recording.add(points) : points);
        clipped?.flush();
      },
      commit: (points = []) => {
        if (!isCurrent()) return false;
        this.active = null;
        const rect = stroke.end(recording && points.length > 0 ? recording.add(points) : points);
        clipped?.flush();
        const changed =
          rect !== null &&
          (!this.recordsHistory || this.history.record(this.layer.surface, rect, before, { x: 0, y: 0 }));
        if (changed) {
          recording?.commit(stroke.description);
          this.changed(rect, 'stroke');
        }
        this.applyQueuedFills();
        return changed;
      },
      cancel: () => {
        if (!isCurrent()) return;
        this.active = null;
        const rect = stroke.bounds && this.clip(stroke.bounds);
        if (rect) this.layer.surface.putPixels(rect, crop(before, rect));
        this.applyQueuedFills();
      },
    };
  }

  /**
   * Fills the region under `point` (canvas pixels) with `color`, as its own undo step. Right
   * away when the region map is ready and no stroke is being drawn; otherwise the fill waits
   * for the map, then for the stroke in progress to end. Fills run in the order asked for;
   * `clear()` and `dispose()` drop the ones still waiting.
   * @returns whether a pixel changed (false for a dropped fill); rejects with the region map's
   * error when it could not be computed.
   */
  fillAt(point: Point, color: string): Promise<boolean> {
    if (this.disposed) return Promise.resolve(false);
    if (this.mapFailure) return Promise.reject(this.mapFailure.reason);
    const seed = this.recorder ? this.recorder.fillPoint(point) : point;
    return new Promise((resolve, reject) => {
      this.queuedFills.push({ point: seed, color, resolve, reject });
      this.applyQueuedFills();
    });
  }

  /**
   * Takes back the newest action: a fill still waiting for the region map (dropped: it resolves
   * false), else the newest history step. Nothing while a stroke is being drawn.
   * @returns whether something was taken back.
   */
  undo(): boolean {
    if (this.active) return false;
    const waiting = this.queuedFills.pop();
    if (waiting) {
      waiting.resolve(false);
      return true;
    }
    const rect = this.history.undo(this.layer.surface);
    if (rect) {
      this.recorder?.undo();
      this.changed(rect, 'undo');
    }
    return rect !== null;
  }

  redo(): boolean {
    const rect = this.active ? null : this.history.redo(this.layer.surface);
    if (rect) {
      this.recorder?.redo();
      this.changed(rect, 'redo');
    }
    return rect !== null;
  }

  /**
   * Wipes the layer (spec §4 "Clear"). Undoable: the wiped pixels go into the history like any
   * other change. Always counts as a change, so the saved flag resets even on an empty layer.
   * Fills still waiting for the region map are dropped: they were asked for on what is wiped.
   * Does nothing while a stroke is being drawn.
   */
  clear(): void {
    if (this.active) return;
    this.dropQueuedFills();
    const { width, height } = this.layer.surface;
    const all: Rect = { x: 0, y: 0, width, height };
    const before = this.shadow ?? this.layer.readPixels();
    this.layer.surface.putPixels(all, new Uint8ClampedArray(width * height * 4));
    // A clear of an empty layer is no step: not in the history, not in the log.
    if (this.recordsHistory && this.history.record(this.layer.surface, all, before, { x: 0, y: 0 }))
      this.recorder?.clear();
    this.changed(all, 'clear');
  }

  /**
   * Marks what is on the layer now (a saved drawing just drawn in) as the first snapshot:
   * undo history starts there, and the revision does not change (nothing to save).
   */
  markRestored(): void {
    this.shadow = null;
    this.history.clear();
    this.update('restore', { revision: this.snapshot.revision });
  }

  /** The whole colour layer's pixels (export). */
  readPixels(): PixelImage {
    return this.layer.readPixels();
  }

  /** Stops the session (the page closes): fills still waiting are dropped, listeners forgotten. */
  dispose(): void {
    this.disposed = true;
    this.active = null;
    this.dropQueuedFills();
    this.listeners.clear();
  }

  /**
   * Applies the waiting fills, in order, each as its own history step, once the region map is
   * ready and no stroke is on the layer. Why not mid-stroke: the fill would wipe the half-drawn
   * stroke inside its region and put it into both steps' "before" pixels (the shadow copy is
   * the stroke's "before"), so undo left stray stroke marks. So a map that lands mid-stroke
   * fills right after the stroke ends, and Undo takes back the fill first, then the stroke,
   * though the fill was asked for first. Keeping that order would mean lifting the stroke off,
   * filling, and drawing it again, and would still not reorder strokes that ended before the map
   * landed: a queued fill always lands after what was drawn while it waited.
   */
  private applyQueuedFills(): void {
    // One at a time: a listener told of a fill may ask for another fill or start a stroke.
    while (this.map && !this.active && this.queuedFills.length > 0) {
      const fill = this.queuedFills.shift()!;
      try {
        const rgba = toRgba(fill.color);
        const isOpaque = rgba.a === 255;
        const rect = isOpaque
          ? this.fillOpaque(this.map, fill.point, rgba)
          : applyFill(
              this.layer.surface,
              this.map,
              fill.point,
              rgba,
              this.recordsHistory ? this.history : undefined,
            );
        if (rect) {
          this.recorder?.fill(fill.point, fill.color);
          if (isOpaque) this.update('fill');
          else this.changed(rect, 'fill');
        }
        fill.resolve(rect !== null);
      } catch (error) {
        fill.reject(error);
      }
    }
  }

  private dropQueuedFills(): void {
    for (const fill of this.queuedFills.splice(0)) fill.resolve(false);
  }

  /**
   * An opaque fill of the region under `point`: on the shadow copy (made now if there is none:
   * one whole-layer read) in memory, then painted on the layer run by run, with no canvas read
   * or `putImageData` (the canvas keeps opaque pixels as written, so the two stay equal).
   * @returns the region's bounds, or null when there is no region or nothing changed.
   */
  private fillOpaque(map: RegionMap, point: Point, color: Rgba): Rect | null {
    const label = regionAt(map, point.x, point.y);
    const rect = regionBounds(map, label);
    if (!rect) return null;
    const shadow = (this.shadow ??= this.layer.readPixels());
    const before = this.recordsHistory ? crop(shadow, rect) : null;
    fillRegion(shadow, map, label, color);
    if (before && !this.history.recordChange(rect, before, crop(shadow, rect))) return null;
    this.layer.paintRegion(map, label, color);
    return rect;
  }

  /** Brings the shadow copy up to date over `rect`, then tells the listeners. */
  private changed(rect: Rect, change: ChangeKind): void {
    const area = this.clip(rect);
    if (this.shadow && area) {
      const pixels = this.layer.surface.getPixels(area);
      const { data, width } = this.shadow;
      for (let row = 0; row < area.height; row++) {
        const from = row * area.width * 4;
        data.set(pixels.subarray(from, from + area.width * 4), ((area.y + row) * width + area.x) * 4);
      }
    }
    this.update(change);
  }

  private clip(rect: Rect): Rect | null {
    return clipRect(rect, this.layer.surface.width, this.layer.surface.height);
  }

  private update(change: ChangeKind | null, patch: Partial<SessionSnapshot> = {}): void {
    if (this.disposed) return;
    this.snapshot = {
      ...this.snapshot,
      revision: change ? this.snapshot.revision + 1 : this.snapshot.revision,
      canUndo: this.history.canUndo,
      canRedo: this.history.canRedo,
      ...patch,
    };
    for (const listener of this.listeners) listener(change);
  }
}

/** `rect`'s pixels out of a whole-layer image. */
function crop(image: PixelImage, rect: Rect): Uint8ClampedArray {
  // Whole rows (a fill of a region as wide as the page): one copy.
  if (rect.x === 0 && rect.width === image.width)
    return image.data.slice(rect.y * image.width * 4, (rect.y + rect.height) * image.width * 4);
  const out = new Uint8ClampedArray(rect.width * rect.height * 4);
  for (let row = 0; row < rect.height; row++) {
    const from = ((rect.y + row) * image.width + rect.x) * 4;
    out.set(image.data.subarray(from, from + rect.width * 4), row * rect.width * 4);
  }
  return out;
}
