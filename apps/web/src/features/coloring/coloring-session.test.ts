import { describe, expect, it } from 'vitest';

import { imageColorLayer } from './color-layer.ts';
import { ColoringSession, FILL_READY_MARK, type ChangeKind } from './coloring-session.ts';
import { computeRegionMap, type RegionMap } from './engine/fill/region-map.ts';
import { drawRing, whitePage } from './engine/testing/line-art.ts';
import { brushTool } from './engine/tools/brush.ts';
import { eraserTool } from './engine/tools/eraser.ts';
import { createPixelImage, type PixelImage } from './engine/types.ts';

const SIZE = 128;
const pixel = (image: PixelImage, x: number, y: number) => {
  const p = (y * image.width + x) * 4;
  return Array.from(image.data.subarray(p, p + 4));
};

function setup(map: Promise<RegionMap> = Promise.resolve(ringMap())) {
  const layer = createPixelImage(SIZE, SIZE);
  const session = new ColoringSession(imageColorLayer(layer), map);
  const changes: (ChangeKind | null)[] = [];
  session.subscribe((change) => changes.push(change));
  return { layer, session, changes };
}

function ringMap(): RegionMap {
  const page = whitePage(SIZE);
  drawRing(page, 64, 64, 40, 3);
  return computeRegionMap(page);
}

function paint(session: ColoringSession, color = '#ef4444') {
  const stroke = brushTool.pointerDown(
    session,
    { size: 10, zoom: 1, color, stayInsideLines: false },
    { x: 20, y: 20 },
  )!;
  stroke.addPoints([{ x: 40, y: 20 }]);
  return stroke;
}

describe('ColoringSession', () => {
  it('records a snapshot after each stroke; undo and redo walk it', () => {
    const { layer, session, changes } = setup();
    expect(session.getSnapshot()).toMatchObject({ revision: 0, canUndo: false, canRedo: false });
    expect(paint(session).commit()).toBe(true);
    expect(pixel(layer, 30, 20)).toEqual([239, 68, 68, 255]);
    expect(session.getSnapshot()).toMatchObject({ revision: 1, canUndo: true, canRedo: false });
    expect(session.undo()).toBe(true);
    expect(pixel(layer, 30, 20)).toEqual([0, 0, 0, 0]);
    expect(session.getSnapshot()).toMatchObject({ canUndo: false, canRedo: true });
    expect(session.redo()).toBe(true);
    expect(pixel(layer, 30, 20)).toEqual([239, 68, 68, 255]);
    expect(changes).toEqual(['stroke', 'undo', 'redo']);
  });

  it('a new stroke after undo discards the snapshots after the cursor', () => {
    const { session } = setup();
    paint(session).commit();
    session.undo();
    paint(session, '#3b82f6').commit();
    expect(session.getSnapshot()).toMatchObject({ canUndo: true, canRedo: false });
    expect(session.history.length).toBe(1);
  });

  it('cancel takes a stroke back without a snapshot (a pinch began)', () => {
    const { layer, session, changes } = setup();
    const stroke = paint(session);
    expect(pixel(layer, 30, 20)[3]).toBe(255);
    stroke.cancel();
    expect(layer.data.every((v) => v === 0)).toBe(true);
    expect(stroke.commit()).toBe(false);
    expect(changes).toEqual([]);
    expect(session.getSnapshot().canUndo).toBe(false);
  });

  it('fills the tapped region from the map once it is ready, in order', async () => {
    let resolve!: (map: RegionMap) => void;
    const { layer, session } = setup(new Promise((r) => (resolve = r)));
    expect(session.getSnapshot().fillState).toBe('preparing');
    const first = session.fillAt({ x: 64, y: 64 }, '#ef4444');
    const second = session.fillAt({ x: 64, y: 64 }, '#22c55e');
    resolve(ringMap());
    await expect(first).resolves.toBe(true);
    await expect(second).resolves.toBe(true);
    expect(session.getSnapshot().fillState).toBe('ready');
    expect(pixel(layer, 64, 64)).toEqual([34, 197, 94, 255]);
    // Outside the ring stays empty: no leak.
    expect(pixel(layer, 2, 2)).toEqual([0, 0, 0, 0]);
    session.undo();
    expect(pixel(layer, 64, 64)).toEqual([239, 68, 68, 255]);
  });

  it('reports a failed region map', async () => {
    performance.clearMarks(FILL_READY_MARK);
    const { session } = setup(Promise.reject(new Error('no worker')));
    await Promise.resolve();
    await Promise.resolve();
    expect(session.getSnapshot().fillState).toBe('failed');
    expect(performance.getEntriesByName(FILL_READY_MARK, 'mark')).toHaveLength(0);
  });

  it('marks the "fill ready" user timing once the region map is ready (the web benchmark reads it)', async () => {
    performance.clearMarks(FILL_READY_MARK);
    let resolve!: (map: RegionMap) => void;
    const { session } = setup(new Promise((r) => (resolve = r)));
    expect(performance.getEntriesByName(FILL_READY_MARK, 'mark')).toHaveLength(0);
    resolve(ringMap());
    await expect(session.fillAt({ x: 64, y: 64 }, '#ef4444')).resolves.toBe(true);
    expect(performance.getEntriesByName(FILL_READY_MARK, 'mark')).toHaveLength(1);
  });

  it('clear wipes the layer, always counts as a change, and is undoable', () => {
    const { layer, session } = setup();
    session.clear();
    expect(session.getSnapshot()).toMatchObject({ revision: 1, canUndo: false });
    paint(session).commit();
    session.clear();
    expect(layer.data.every((v) => v === 0)).toBe(true);
    expect(session.getSnapshot()).toMatchObject({ revision: 3, canUndo: true });
    session.undo();
    expect(pixel(layer, 30, 20)).toEqual([239, 68, 68, 255]);
  });

  it('markRestored starts the history at the restored drawing without a new revision', () => {
    const { layer, session } = setup();
    paint(session).commit();
    session.markRestored();
    expect(session.getSnapshot()).toMatchObject({ revision: 1, canUndo: false, canRedo: false });
    expect(pixel(layer, 30, 20)[3]).toBe(255);
  });
});

describe('ColoringSession fills queued before the region map is ready', () => {
  const pending = () => {
    let resolve!: (map: RegionMap) => void;
    const map = new Promise<RegionMap>((r) => (resolve = r));
    return { map, ready: () => resolve(ringMap()) };
  };
  /** Lets the region map promise settle (and anything it sets off) before going on. */
  const settle = () => new Promise((r) => setTimeout(r, 0));
  const isBlank = (image: PixelImage) => image.data.every((v) => v === 0);

  it('a map that lands mid-stroke applies the fill as its own step once the stroke ends', async () => {
    const { map, ready } = pending();
    const { layer, session, changes } = setup(map);
    const filled = session.fillAt({ x: 64, y: 64 }, '#22c55e');
    // Across the ring's line into the region the fill is for.
    const stroke = brushTool.pointerDown(
      session,
      { size: 10, zoom: 1, color: '#ef4444', stayInsideLines: false },
      { x: 10, y: 64 },
    )!;
    stroke.addPoints([{ x: 50, y: 64 }]);
    ready();
    await settle();
    expect(pixel(layer, 64, 64)).toEqual([0, 0, 0, 0]);
    stroke.addPoints([{ x: 60, y: 70 }]);
    expect(stroke.commit()).toBe(true);
    await expect(filled).resolves.toBe(true);
    expect(pixel(layer, 64, 64)).toEqual([34, 197, 94, 255]);
    expect(pixel(layer, 15, 64)).toEqual([239, 68, 68, 255]);
    expect(changes).toEqual([null, 'stroke', 'fill']);
    expect(session.history.length).toBe(2);
    // One undo takes back one action: the fill, leaving the whole stroke as it was drawn.
    expect(session.undo()).toBe(true);
    expect(pixel(layer, 64, 64)).toEqual([0, 0, 0, 0]);
    expect(pixel(layer, 15, 64)).toEqual([239, 68, 68, 255]);
    expect(pixel(layer, 40, 64)).toEqual([239, 68, 68, 255]);
    expect(session.undo()).toBe(true);
    expect(isBlank(layer)).toBe(true);
    expect(session.getSnapshot().canUndo).toBe(false);
  });

  it('a fill that waited for a cancelled stroke applies on its own', async () => {
    const { map, ready } = pending();
    const { layer, session, changes } = setup(map);
    const filled = session.fillAt({ x: 64, y: 64 }, '#22c55e');
    const stroke = paint(session);
    ready();
    await settle();
    stroke.cancel();
    await expect(filled).resolves.toBe(true);
    expect(pixel(layer, 64, 64)).toEqual([34, 197, 94, 255]);
    expect(pixel(layer, 30, 20)).toEqual([0, 0, 0, 0]);
    expect(changes).toEqual([null, 'fill']);
    session.undo();
    expect(isBlank(layer)).toBe(true);
  });

  it('undo drops the newest fill still waiting for the map, not an earlier step', async () => {
    const { map, ready } = pending();
    const { layer, session } = setup(map);
    paint(session).commit();
    const first = session.fillAt({ x: 64, y: 64 }, '#22c55e');
    const second = session.fillAt({ x: 64, y: 64 }, '#3b82f6');
    expect(session.undo()).toBe(true);
    await expect(second).resolves.toBe(false);
    ready();
    await expect(first).resolves.toBe(true);
    // The stroke and the first fill stay; the second fill never lands.
    expect(pixel(layer, 64, 64)).toEqual([34, 197, 94, 255]);
    expect(pixel(layer, 30, 20)).not.toEqual([0, 0, 0, 0]);
    expect(session.history.length).toBe(2);
  });

  it('clear drops a fill still waiting for the map', async () => {
    const { map, ready } = pending();
    const { layer, session, changes } = setup(map);
    const filled = session.fillAt({ x: 64, y: 64 }, '#22c55e');
    session.clear();
    ready();
    await expect(filled).resolves.toBe(false);
    await settle();
    expect(isBlank(layer)).toBe(true);
    expect(changes).toEqual(['clear', null]);
    // Fills asked for after the clear still run.
    await expect(session.fillAt({ x: 64, y: 64 }, '#3b82f6')).resolves.toBe(true);
    expect(pixel(layer, 64, 64)).toEqual([59, 130, 246, 255]);
  });

  it('leaving the page (dispose) drops a fill still waiting for the map', async () => {
    const { map, ready } = pending();
    const { layer, session } = setup(map);
    const filled = session.fillAt({ x: 64, y: 64 }, '#22c55e');
    session.dispose();
    ready();
    await expect(filled).resolves.toBe(false);
    expect(isBlank(layer)).toBe(true);
  });

  it('a fill waiting for a region map that fails rejects', async () => {
    const { session } = setup(Promise.reject(new Error('no worker')));
    await expect(session.fillAt({ x: 64, y: 64 }, '#22c55e')).rejects.toThrow('no worker');
  });
});

describe('ColoringSession shadow copy', () => {
  it('keeps stroke "before" pixels right across strokes, fills, undo, redo and clear', async () => {
    const { layer, session } = setup();
    paint(session).commit();
    await session.fillAt({ x: 64, y: 64 }, '#22c55e');
    session.undo();
    session.redo();
    // A stroke now, then its cancel, must leave exactly the filled layer.
    const snapshot = layer.data.slice();
    const stroke = eraserTool.pointerDown(
      session,
      { size: 30, zoom: 1, color: '#000000', stayInsideLines: false },
      { x: 64, y: 64 },
    )!;
    stroke.addPoints([{ x: 30, y: 20 }]);
    stroke.cancel();
    expect(layer.data).toEqual(snapshot);
    // And undoing a stroke over the fill brings the fill back.
    eraserTool
      .pointerDown(
        session,
        { size: 30, zoom: 1, color: '#000000', stayInsideLines: false },
        { x: 64, y: 64 },
      )!
      .commit();
    expect(pixel(layer, 64, 64)[3]).toBe(0);
    session.undo();
    expect(layer.data).toEqual(snapshot);
    session.clear();
    paint(session, '#3b82f6').commit();
    session.undo();
    expect(layer.data.every((v) => v === 0)).toBe(true);
  });
});

describe('ColoringSession "Stay inside lines"', () => {
  const settle = () => new Promise((r) => setTimeout(r, 0));
  const across = (session: ColoringSession, stayInsideLines: boolean) => {
    // From the ring's middle out across its line (radius 40 around 64, 64).
    const stroke = brushTool.pointerDown(
      session,
      { size: 10, zoom: 1, color: '#ef4444', stayInsideLines },
      { x: 64, y: 64 },
    )!;
    stroke.addPoints([{ x: 124, y: 64 }]);
    return stroke.commit();
  };

  it('keeps a stroke inside the region it began in once the map is ready; undo takes it back', async () => {
    const { layer, session } = setup();
    await settle();
    expect(across(session, true)).toBe(true);
    expect(pixel(layer, 90, 64)).toEqual([239, 68, 68, 255]);
    expect(pixel(layer, 115, 64)).toEqual([0, 0, 0, 0]);
    session.undo();
    expect(layer.data.every((v) => v === 0)).toBe(true);
    // Switched off, the same stroke crosses the line.
    across(session, false);
    expect(pixel(layer, 115, 64)[3]).toBe(255);
  });

  it('does not clip before the region map is ready', () => {
    const { layer, session } = setup(new Promise<RegionMap>(() => {}));
    across(session, true);
    expect(pixel(layer, 115, 64)[3]).toBe(255);
  });
});
