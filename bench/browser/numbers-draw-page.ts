/**
 * The numbers-draw benchmark's page script (bundled by bench/numbers-draw.bench.ts with esbuild,
 * run in Chromium): one frame of the coloring screen's numbers while the user zooms, as the
 * overlay draws it (numbers-overlay.tsx): clear, `screenNumbers`, `drawNumbers`, then a one-pixel
 * read that makes the canvas rasterize its queued text now, inside the timed frame.
 */
import { drawNumbers, NumberSprites } from '../../apps/web/src/features/coloring/numbers/draw-numbers.ts';
import type { NumberMark } from '../../apps/web/src/features/coloring/numbers/numbers-layout.ts';
import { screenNumbers } from '../../apps/web/src/features/coloring/numbers/screen-numbers.ts';

/**
 * Per frame of the second zoom (sprites made): ms to draw, how many numbers showed, and ms for
 * the overlay's test state (data-marks); and ms per frame of the first zoom (sprites being made).
 */
export interface DrawFrames {
  drawMs: number[];
  shown: number[];
  testStateMs: number[];
  coldMs: number[];
}

declare global {
  interface Window {
    /**
     * Zooms a `size`-CSS-px square viewport from fit to 4× and back around the page's middle in
     * `frames` steps, drawing `marks` each step; twice, timing each zoom apart.
     */
    numbersDrawBench(marks: NumberMark[], size: number, frames: number): DrawFrames;
  }
}

window.numbersDrawBench = (marks, size, frames) => {
  const ratio = window.devicePixelRatio || 1;
  const canvas = document.createElement('canvas');
  canvas.style.width = canvas.style.height = `${size}px`;
  canvas.width = canvas.height = Math.round(size * ratio);
  document.body.append(canvas);
  const context = canvas.getContext('2d')!;
  const fit = size / 1024;
  // The overlay keeps its sprites while it lives: the first frames draw them, later ones stamp.
  const sprites = new NumberSprites(ratio);
  const out: DrawFrames = { drawMs: [], shown: [], testStateMs: [], coldMs: [] };
  for (let f = 0; f < 2 * frames; f++) {
    const isCold = f < frames;
    // Up then down, geometric steps, as a pinch moves.
    const step = f % frames;
    const t = step < frames / 2 ? step / (frames / 2) : 2 - step / (frames / 2);
    const zoom = fit * Math.pow(4 / fit, t);
    const view = { zoom, x: size / 2 - 512 * zoom, y: size / 2 - 512 * zoom };
    const started = performance.now();
    context.setTransform(ratio, 0, 0, ratio, 0, 0);
    context.clearRect(0, 0, size, size);
    const shown = screenNumbers(marks, null, view, size, size);
    drawNumbers(context, marks, shown, sprites);
    context.getImageData(0, 0, 1, 1);
    if (isCold) {
      out.coldMs.push(performance.now() - started);
      continue;
    }
    out.drawMs.push(performance.now() - started);
    out.shown.push(shown.length);
    const stateStarted = performance.now();
    const fonts = new Map(shown.map((number) => [number.mark, number.font]));
    canvas.dataset.marks = JSON.stringify(
      marks.map((mark, m) => ({
        number: mark.number,
        x: mark.x,
        y: mark.y,
        size: mark.size,
        font: fonts.get(m) ?? 0,
      })),
    );
    out.testStateMs.push(performance.now() - stateStarted);
  }
  return out;
};
