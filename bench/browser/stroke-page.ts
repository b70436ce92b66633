/**
 * The stroke benchmark's page script (bundled by bench/stroke.bench.ts with esbuild, run in
 * Chromium): the benchmark's zigzag stroke drawn through a `ColoringSession` on an on-screen
 * canvas, as the coloring screen draws it (a sample a pointermove, history recorded), with
 * "Stay inside lines" off and on, alternated.
 */
import { canvasColorLayer } from '../../apps/web/src/features/coloring/color-layer.ts';
import { ColoringSession } from '../../apps/web/src/features/coloring/coloring-session.ts';
import { regionAt } from '../../apps/web/src/features/coloring/engine/fill/region-map.ts';
import { brushTool } from '../../apps/web/src/features/coloring/engine/tools/brush.ts';
import { largestRegionCentre, STYLE, zigzag } from '../fixtures/stroke-path.ts';

import { pageRegionMap } from './page-region-map.ts';

/** Per run: ms from pointer down to the stroke committed and on the canvas. */
export interface StrokeRuns {
  unclipped: number[];
  clipped: number[];
  /** Pixels the clipped stroke painted, and how many of them lie outside its region or on a line. */
  paintedClipped: number;
  paintedOutside: number;
}

declare global {
  interface Window {
    /** Draws the stroke `runs` times each way over the page `png` (data URL). */
    strokeBench(png: string, pen: boolean, runs: number): Promise<StrokeRuns>;
  }
}

window.strokeBench = async (png, pen, runs) => {
  const map = await pageRegionMap(png);
  const start = largestRegionCentre(map);
  const points = zigzag(start, pen);
  const settings = (stayInsideLines: boolean) => ({ ...STYLE, stayInsideLines });

  const canvas = document.createElement('canvas');
  canvas.width = canvas.height = 1024;
  document.body.append(canvas);
  const context = canvas.getContext('2d', { willReadFrequently: true })!;
  const draw = async (stayInsideLines: boolean) => {
    context.clearRect(0, 0, 1024, 1024);
    const session = new ColoringSession(canvasColorLayer(context), Promise.resolve(map));
    await Promise.resolve();
    // Untimed: a dot taken back, so the session holds its copy of the layer as on a page in use.
    brushTool.pointerDown(session, settings(false), { x: 2, y: 2 })!.commit();
    session.undo();
    const t = performance.now();
    const stroke = brushTool.pointerDown(session, settings(stayInsideLines), start)!;
    for (const point of points) stroke.addPoints([point]);
    stroke.commit();
    context.getImageData(0, 0, 1, 1);
    return performance.now() - t;
  };
  const result: StrokeRuns = { unclipped: [], clipped: [], paintedClipped: 0, paintedOutside: 0 };
  for (let run = 0; run < runs + 2; run++) {
    // Alternate which goes first, so neither always meets a busier moment.
    const order = run % 2 === 0 ? [false, true] : [true, false];
    for (const isClipped of order) {
      const ms = await draw(isClipped);
      if (run >= 2) (isClipped ? result.clipped : result.unclipped).push(ms);
    }
  }
  await draw(true);
  const label = regionAt(map, start.x, start.y);
  const { data } = context.getImageData(0, 0, 1024, 1024);
  for (let i = 0; i < 1024 * 1024; i++) {
    if (data[i * 4 + 3] === 0) continue;
    result.paintedClipped += 1;
    if (map.labels[i] !== label || map.lineCore[i] !== 0) result.paintedOutside += 1;
  }
  canvas.remove();
  return result;
};
