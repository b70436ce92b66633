/**
 * The replay benchmark's page script (bundled by bench/replay.bench.ts with esbuild, run in
 * Chromium): replays a log on an on-screen canvas at the top speed, as the coloring screen does.
 */
import { canvasColorLayer } from '../../apps/web/src/features/coloring/color-layer.ts';
import { decodeLog } from '../../apps/web/src/features/coloring/replay/log-codec.ts';
import {
  createReplaySession,
  ReplayPlayer,
  TOP_SPEED_SLICE_MS,
} from '../../apps/web/src/features/coloring/replay/replay-player.ts';

import { pageRegionMap } from './page-region-map.ts';

declare global {
  interface Window {
    /** Replays `log` (base64 file) over the page `png` (data URL); ms of work, and with frames. */
    replayBench(png: string, log: string): Promise<{ workMs: number; wallMs: number; frames: number }>;
  }
}

window.replayBench = async (png, log) => {
  const map = await pageRegionMap(png);
  const bytes = Uint8Array.from(atob(log), (c) => c.charCodeAt(0));
  const { ops } = await decodeLog(bytes);

  const canvas = document.createElement('canvas');
  canvas.width = canvas.height = 1024;
  document.body.append(canvas);
  const context = canvas.getContext('2d', { willReadFrequently: true })!;
  const session = await createReplaySession(canvasColorLayer(context), map);
  const player = new ReplayPlayer(session, ops);
  let workMs = 0;
  let frames = 0;
  const start = performance.now();
  for (;;) {
    const t = performance.now();
    const more = player.advanceFor(TOP_SPEED_SLICE_MS);
    workMs += performance.now() - t;
    frames += 1;
    if (!more) break;
    // The screen gives the browser a frame to paint between slices.
    await new Promise((resolve) => requestAnimationFrame(resolve));
  }
  const wallMs = performance.now() - start;
  canvas.remove();
  return { workMs, wallMs, frames };
};
