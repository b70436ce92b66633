import { describe, expect, it } from 'vitest';

import { History } from './history.ts';
import { PixelContext } from './raster/pixel-context.ts';
import { imageSurface } from './surface.ts';
import { startBrushStroke } from './tools/brush.ts';
import { clonePixelImage, createPixelImage, type PixelImage } from './types.ts';

/** Draws a stroke through `points` and records it; returns the state after it. */
function strokeAndRecord(layer: PixelImage, history: History, color: string, points: [number, number][]) {
  const surface = imageSurface(layer);
  const before = clonePixelImage(layer);
  const [first, ...rest] = points.map(([x, y]) => ({ x, y }));
  const stroke = startBrushStroke(new PixelContext(layer), { size: 10, zoom: 1, color }, first!);
  stroke.addPoints(rest);
  const rect = stroke.end()!;
  history.record(surface, rect, before, { x: 0, y: 0 });
  return clonePixelImage(layer);
}

describe('History', () => {
  it('undo and redo restore the exact pixels of each state', () => {
    const layer = createPixelImage(96, 96);
    const surface = imageSurface(layer);
    const history = new History();
    const states = [clonePixelImage(layer)];
    states.push(
      strokeAndRecord(layer, history, '#ef4444', [
        [10, 10],
        [40, 30],
        [80, 20],
      ]),
    );
    states.push(
      strokeAndRecord(layer, history, '#3b82f680', [
        [20, 80],
        [50, 20],
        [70, 70],
      ]),
    );
    states.push(
      strokeAndRecord(layer, history, '#22c55e', [
        [5, 50],
        [90, 50],
      ]),
    );

    for (let i = states.length - 1; i > 0; i--) {
      expect(history.undo(surface)).not.toBeNull();
      expect(layer.data).toEqual(states[i - 1]!.data);
    }
    for (let i = 1; i < states.length; i++) {
      expect(history.redo(surface)).not.toBeNull();
      expect(layer.data).toEqual(states[i]!.data);
    }
  });

  it('follows the snapshot rules: undo off at the first, redo off at the last, a new step discards the rest', () => {
    const layer = createPixelImage(64, 64);
    const surface = imageSurface(layer);
    const history = new History();
    expect(history.canUndo).toBe(false);
    expect(history.canRedo).toBe(false);
    expect(history.undo(surface)).toBeNull();

    strokeAndRecord(layer, history, '#ef4444', [
      [10, 10],
      [50, 10],
    ]);
    strokeAndRecord(layer, history, '#3b82f6', [
      [10, 30],
      [50, 30],
    ]);
    expect(history.canUndo).toBe(true);
    expect(history.canRedo).toBe(false);
    history.undo(surface);
    expect(history.canRedo).toBe(true);

    const afterNew = strokeAndRecord(layer, history, '#22c55e', [
      [10, 50],
      [50, 50],
    ]);
    expect(history.length).toBe(2);
    expect(history.canRedo).toBe(false);
    history.undo(surface);
    history.redo(surface);
    expect(layer.data).toEqual(afterNew.data);
  });

  it('adds no step for a change that alters no pixel', () => {
    const layer = createPixelImage(32, 32);
    const history = new History();
    const rect = { x: 0, y: 0, width: 32, height: 32 };
    expect(history.record(imageSurface(layer), rect, clonePixelImage(layer), { x: 0, y: 0 })).toBe(false);
    expect(history.length).toBe(0);
  });

  it('drops the oldest steps past the memory cap, which then becomes the first snapshot', () => {
    const layer = createPixelImage(64, 64);
    const surface = imageSurface(layer);
    const history = new History({ maxBytes: 40_000 });
    const states = [clonePixelImage(layer)];
    for (let i = 0; i < 12; i++) {
      states.push(
        strokeAndRecord(layer, history, i % 2 ? '#ef4444' : '#3b82f6', [
          [4, 4 + i * 5],
          [60, 4 + i * 5],
        ]),
      );
      expect(history.bytes).toBeLessThanOrEqual(40_000);
    }
    expect(history.length).toBeLessThan(12);
    expect(history.length).toBeGreaterThan(0);
    while (history.canUndo) history.undo(surface);
    // The oldest kept state is the one right before the first step still held.
    expect(layer.data).toEqual(states[12 - history.length]!.data);
  });

  it('starts over at the current state after clear (a restored colored page)', () => {
    const layer = createPixelImage(32, 32);
    const history = new History();
    strokeAndRecord(layer, history, '#ef4444', [
      [4, 4],
      [28, 28],
    ]);
    history.clear();
    expect(history.canUndo).toBe(false);
    expect(history.bytes).toBe(0);
  });
});
