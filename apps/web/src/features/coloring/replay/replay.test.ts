import { describe, expect, it } from 'vitest';

import { imageColorLayer } from '../color-layer.ts';
import { ColoringSession } from '../coloring-session.ts';
import { computeRegionMap, type RegionMap } from '../engine/fill/region-map.ts';
import { drawRing, whitePage } from '../engine/testing/line-art.ts';
import { brushTool } from '../engine/tools/brush.ts';
import { eraserTool } from '../engine/tools/eraser.ts';
import { fillTool } from '../engine/tools/fill.ts';
import type { ToolSettings } from '../engine/tools/tool.ts';
import { createPixelImage, type PixelImage } from '../engine/types.ts';

import { decodeLog, encodeLog } from './log-codec.ts';
import { MAX_RAW_BYTES, OperationLog, type ReplayOp } from './op-log.ts';
import { applyOps, createReplaySession, logDuration, ReplayPlayer, undoneOps } from './replay-player.ts';

const SIZE = 128;

function ringMap(): RegionMap {
  const page = whitePage(SIZE);
  drawRing(page, 64, 64, 40, 3);
  drawRing(page, 64, 64, 18, 3);
  return computeRegionMap(page);
}

/** A clock the test moves: 16 ms a reading, like pointer events at 60 Hz. */
function steppingClock() {
  let t = 0;
  return () => (t += 16);
}

const settings = (over: Partial<ToolSettings> = {}): ToolSettings => ({
  size: 10,
  zoom: 1.37,
  color: '#ef4444',
  stayInsideLines: false,
  ...over,
});

/** A wavy stroke of `n` samples given in batches of 3 (coalesced events), off the 1/8 grid. */
function drag(
  session: ColoringSession,
  tool: typeof brushTool | typeof eraserTool,
  s: ToolSettings,
  from: { x: number; y: number },
  n: number,
  pen = false,
) {
  const sample = (i: number) => ({
    x: from.x + i * 2.713,
    y: from.y + Math.sin(i / 3) * 7.31,
    ...(pen ? { pressure: 0.2 + 0.7 * Math.abs(Math.sin(i / 4)) } : {}),
  });
  const stroke = tool.pointerDown(session, s, sample(0))!;
  for (let i = 1; i < n; i += 3) stroke.addPoints([i, i + 1, i + 2].filter((k) => k < n).map(sample));
  return stroke;
}

/** Colors a page the way a user would: every kind of operation, undo/redo/clear included. */
async function colorAPage(session: ColoringSession) {
  drag(session, brushTool, settings(), { x: 10, y: 60 }, 40).commit();
  drag(
    session,
    brushTool,
    settings({ color: '#3b82f6', stayInsideLines: true }),
    { x: 30.3, y: 40.1 },
    30,
  ).commit();
  await session.fillAt({ x: 64.4, y: 64.9 }, '#22c55e');
  drag(
    session,
    brushTool,
    settings({ color: '#a855f7', size: 25, zoom: 1 }),
    { x: 5, y: 100 },
    25,
    true,
  ).commit();
  drag(session, eraserTool, settings({ stayInsideLines: true }), { x: 20, y: 62 }, 20).commit();
  session.undo();
  session.undo();
  session.redo();
  drag(session, brushTool, settings({ color: '#f97316' }), { x: 2, y: 20 }, 35).commit();
  // A stroke taken back by a pinch is not an operation.
  drag(session, brushTool, settings({ color: '#000000' }), { x: 2, y: 30 }, 12).cancel();
  session.clear();
  session.undo();
  fillTool.tap!(session, settings({ color: '#facc15' }), { x: 120.2, y: 5.6 });
  await Promise.resolve();
  drag(
    session,
    brushTool,
    settings({ color: '#14b8a6', stayInsideLines: true }),
    { x: 58, y: 60 },
    50,
    true,
  ).commit();
  session.undo();
  drag(session, eraserTool, settings({ size: 5 }), { x: 50, y: 50 }, 30).commit();
}

async function recorded() {
  const map = ringMap();
  const layer = createPixelImage(SIZE, SIZE);
  const log = new OperationLog({}, steppingClock());
  const session = new ColoringSession(imageColorLayer(layer), Promise.resolve(map), { recorder: log });
  await Promise.resolve();
  await colorAPage(session);
  return { map, layer, log };
}

function differingPixels(a: PixelImage, b: PixelImage): number {
  let count = 0;
  for (let i = 0; i < a.data.length; i += 4) {
    if (
      a.data[i] !== b.data[i] ||
      a.data[i + 1] !== b.data[i + 1] ||
      a.data[i + 2] !== b.data[i + 2] ||
      a.data[i + 3] !== b.data[i + 3]
    )
      count += 1;
  }
  return count;
}

describe('replay log', () => {
  it('replaying the saved log on a blank layer gives the layer the session made, pixel for pixel', async () => {
    const { map, layer, log } = await recorded();
    expect(log.ops.map((op) => op.kind)).toEqual([
      'stroke',
      'stroke',
      'fill',
      'stroke',
      'stroke',
      'undo',
      'undo',
      'redo',
      'stroke',
      'clear',
      'undo',
      'fill',
      'stroke',
      'undo',
      'stroke',
    ]);
    const file = await encodeLog(log.ops, log.isTruncated);
    const decoded = await decodeLog(file);
    expect(decoded.ops).toEqual(log.ops);

    const replayed = createPixelImage(SIZE, SIZE);
    const session = await createReplaySession(imageColorLayer(replayed), map);
    applyOps(session, decoded.ops);
    // The page is really colored (not two blank layers agreeing).
    expect(replayed.data.some((value) => value !== 0)).toBe(true);
    expect(differingPixels(replayed, layer)).toBe(0);
  });

  it('played over time at any pace, it ends on the same pixels; stopped, it leaves no half stroke', async () => {
    const { map, layer, log } = await recorded();
    const total = logDuration(log.ops);
    expect(total).toBeGreaterThan(0);

    const timed = createPixelImage(SIZE, SIZE);
    const player = new ReplayPlayer(await createReplaySession(imageColorLayer(timed), map), log.ops);
    for (let t = 0; !player.isDone; t += 37) player.advanceTo(t);
    expect(differingPixels(timed, layer)).toBe(0);

    const fast = createPixelImage(SIZE, SIZE);
    let clock = 0;
    const top = new ReplayPlayer(await createReplaySession(imageColorLayer(fast), map), log.ops);
    let frames = 0;
    while (top.advanceFor(5, () => (clock += 1))) frames += 1;
    expect(frames).toBeGreaterThan(0);
    expect(differingPixels(fast, layer)).toBe(0);

    // Stopped in the middle of the first stroke: nothing of it stays.
    const stopped = createPixelImage(SIZE, SIZE);
    const halfway = new ReplayPlayer(await createReplaySession(imageColorLayer(stopped), map), log.ops);
    halfway.advanceTo(200);
    expect(stopped.data.some((value) => value !== 0)).toBe(true);
    halfway.stop();
    expect(stopped.data.every((value) => value === 0)).toBe(true);
    expect(halfway.isDone).toBe(true);
  });

  it('a log read back continues: earlier operations first, then this visit’s', async () => {
    const { log } = await recorded();
    const later = new OperationLog({}, steppingClock());
    later.undo();
    later.prepend(await decodeLog(await encodeLog(log.ops, false)));
    expect(later.ops).toHaveLength(log.ops.length + 1);
    expect(later.ops.at(-1)?.kind).toBe('undo');
  });

  it('stops growing at its bound and says it is truncated', () => {
    const log = new OperationLog({}, steppingClock());
    const points = Array.from({ length: 1000 }, (_, i) => ({ x: i, y: i }));
    while (!log.isTruncated) {
      const stroke = log.stroke({ x: 0, y: 0 }, false);
      stroke.add(points);
      stroke.commit({ width: 10, color: '#000000', isEraser: false });
    }
    expect(log.bytes).toBeLessThanOrEqual(MAX_RAW_BYTES);
    const kept = log.ops.length;
    log.clear();
    expect(log.ops).toHaveLength(kept);
  });

  it('a replay keeps undo steps only for what a later undo takes back', () => {
    const stroke: ReplayOp = {
      kind: 'stroke',
      gap: 0,
      width: 4,
      color: '#000000',
      isEraser: false,
      isClipped: false,
      points: [{ x: 1, y: 1, dt: 0 }],
    };
    const ops: ReplayOp[] = [
      stroke,
      stroke,
      { kind: 'undo', gap: 0 },
      { kind: 'redo', gap: 0 },
      { kind: 'undo', gap: 0 },
      stroke, // forgets the undone stroke: it is never redone
      { kind: 'clear', gap: 0 },
      { kind: 'undo', gap: 0 },
      { kind: 'fill', gap: 0, x: 2, y: 2, color: '#ff0000' },
    ];
    expect(undoneOps(ops)).toEqual([false, true, false, false, false, false, true, false, false]);
  });

  it('a clear of an empty layer is not an operation', async () => {
    const log = new OperationLog({}, steppingClock());
    const session = new ColoringSession(
      imageColorLayer(createPixelImage(SIZE, SIZE)),
      Promise.resolve(ringMap()),
      {
        recorder: log,
      },
    );
    session.clear();
    expect(log.ops).toEqual([]);
  });

  it('refuses a file that is not a replay log, in plain words', async () => {
    await expect(decodeLog(new TextEncoder().encode('PNG…'))).rejects.toThrow('not a Huebook replay log');
    await expect(decodeLog(new TextEncoder().encode('HBR1garbage'))).rejects.toThrow('damaged');
  });
});
