import type { Point } from '../types.ts';

import type { Stroke, StrokeContext, StrokePoint } from './stroke.ts';

/** Draws a stroke's first dot on the colour layer's context and returns the stroke to feed. */
export type StrokeStarter = (context: StrokeContext, start: StrokePoint) => Stroke;

/** A stroke in progress: feed it points, then commit (pointer up) or cancel (a pinch began). */
export interface StrokeHandle {
  /** Pointer samples in canvas pixels, with the pen's pressure (0–1) when a pen draws. */
  addPoints(points: readonly StrokePoint[]): void;
  /**
   * Ends the stroke, with its last samples when given (drawn as `addPoints` would, but with no
   * live tail to read back: a replay hands a whole stroke at once), records it in the history,
   * then applies the fills that waited for it.
   * @returns whether the stroke changed a pixel.
   */
  commit(points?: readonly StrokePoint[]): boolean;
  /** Takes the stroke's pixels back off the layer (nothing recorded); then applies waiting fills. */
  cancel(): void;
}

/** What a tool acts on: the page being colored (`ColoringSession` implements it). */
export interface ToolTarget {
  /**
   * Starts a stroke at `start` (canvas pixels) drawn by `draw`; recorded in the history on
   * commit. With `stayInsideLines`, the stroke changes only the region it began in (from the
   * page's region map, once it is ready) and never a line's dark core.
   */
  beginStroke(draw: StrokeStarter, start: StrokePoint, options?: StrokeOptions): StrokeHandle;
  /** Flood fills the region under `point` (canvas pixels) from the region map. */
  fillAt(point: Point, color: string): Promise<boolean>;
}

export interface StrokeOptions {
  stayInsideLines?: boolean;
}

/** The tool settings a pointer press reads (spec §3 canvas state). */
export interface ToolSettings {
  /** Brush size in screen pixels (spec §9: 30…5); a stroke is `size / zoom` canvas pixels wide. */
  size: number;
  zoom: number;
  /** CSS hex colour. */
  color: string;
  /** "Stay inside lines" (brush panel): strokes keep to the region they began in. */
  stayInsideLines: boolean;
}

/**
 * One drawing tool of the coloring screen (as tldraw's `StateNode` tools): its id, its cursor
 * over the page, and what a pointer press does with it. A press either starts a stroke (brush,
 * eraser) or waits for a tap (fill). The screen's registry (`../../tool-registry.ts`) adds
 * the label, icon, shortcut and panel.
 */
export interface Tool<Id extends string = string> {
  readonly id: Id;
  /** CSS `cursor` value over the page. */
  readonly cursor: string;
  /** Whether the tool draws with the brush size (the page then shows a brush outline). */
  readonly usesBrushSize: boolean;
  /** Whether the tool needs the page's region map (the toolbar shows it preparing). */
  readonly needsRegionMap: boolean;
  /**
   * Pointer down at `point` (canvas pixels): the stroke to feed with the pointer's moves, or
   * null when the tool acts on a tap instead.
   */
  pointerDown(target: ToolTarget, settings: ToolSettings, point: StrokePoint): StrokeHandle | null;
  /** A tap (press and release without a drag) at `point`, for a tool whose press returned null. */
  tap?(target: ToolTarget, settings: ToolSettings, point: Point): void;
}
