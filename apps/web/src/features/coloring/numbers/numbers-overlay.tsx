import { useEffect, useLayoutEffect, useRef, useState } from 'react';

import type { View } from '../view-math.ts';

import type { NumbersLayout } from './numbers-layout.ts';
import { screenNumbers, type ScreenNumber } from './screen-numbers.ts';

const FONT_FAMILY = 'ui-sans-serif, system-ui, sans-serif';

/**
 * Draws `shown` on a 2D context scaled to CSS pixels: grey digits with a white halo over the
 * lines. `shown` comes biggest first, so the font is set once per size.
 */
function drawNumbers(
  context: CanvasRenderingContext2D,
  layout: NumbersLayout,
  shown: readonly ScreenNumber[],
): void {
  context.textAlign = 'center';
  context.textBaseline = 'middle';
  context.lineJoin = 'round';
  context.strokeStyle = '#ffffff';
  context.fillStyle = '#3f3f46';
  let font = 0;
  for (const number of shown) {
    if (number.font !== font) {
      font = number.font;
      context.font = `600 ${font}px ${FONT_FAMILY}`;
      context.lineWidth = Math.max(2.5, font * 0.2);
    }
    const text = String(layout.marks[number.mark]!.number);
    context.strokeText(text, number.x, number.y);
    context.fillText(text, number.x, number.y);
  }
}

/**
 * The numbers over the page (issue 15), drawn in SCREEN pixels on a canvas over the viewport so
 * they stay readable at any zoom (`screenNumbers`: at least MIN_SCREEN_FONT CSS px, inside their
 * region's circle; more show as the user zooms in), hidden once their region is colored right.
 * Never drawn into the colour layer, so they are never saved; for screen readers the counter
 * says it all. For tests the canvas carries `data-marks`: the numbers still to color, each
 * with its canvas centre and its screen `font` (0 when not shown: too small at this zoom, or off screen), and
 * `data-draw-ms`, the last redraw's milliseconds.
 */
export function NumbersOverlay({
  layout,
  done,
  ms,
  view,
}: {
  layout: NumbersLayout;
  done: Uint8Array | null;
  ms: number | null;
  /** The page's zoom and pan in the viewport (CSS pixels), as the sheet is drawn. */
  view: View;
}) {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const [size, setSize] = useState({ width: 0, height: 0, ratio: 1 });

  useEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas) return undefined;
    const measure = () =>
      setSize({
        width: canvas.clientWidth,
        height: canvas.clientHeight,
        ratio: window.devicePixelRatio || 1,
      });
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(canvas);
    return () => observer.disconnect();
  }, []);

  // A layout effect: the numbers move in the same frame as the zoomed sheet under them.
  useLayoutEffect(() => {
    const canvas = canvasRef.current;
    const context = canvas?.getContext('2d');
    if (!canvas || !context || size.width === 0) return;
    const started = performance.now();
    const pixelWidth = Math.round(size.width * size.ratio);
    const pixelHeight = Math.round(size.height * size.ratio);
    if (canvas.width !== pixelWidth || canvas.height !== pixelHeight) {
      canvas.width = pixelWidth;
      canvas.height = pixelHeight;
    }
    context.setTransform(size.ratio, 0, 0, size.ratio, 0, 0);
    context.clearRect(0, 0, size.width, size.height);
    const shown = screenNumbers(layout.marks, done, view, size.width, size.height);
    drawNumbers(context, layout, shown);
    canvas.dataset.drawMs = (performance.now() - started).toFixed(2);
    const fonts = new Map(shown.map((number) => [number.mark, number.font]));
    canvas.dataset.marks = JSON.stringify(
      layout.marks.flatMap((mark, m) =>
        done?.[m]
          ? []
          : [{ number: mark.number, x: mark.x, y: mark.y, size: mark.size, font: fonts.get(m) ?? 0 }],
      ),
    );
  }, [layout, done, view, size]);

  return (
    <canvas
      ref={canvasRef}
      aria-hidden="true"
      data-testid="numbers-overlay"
      data-layout-ms={ms === null ? undefined : Math.round(ms)}
      className="pointer-events-none absolute inset-0 size-full select-none"
    />
  );
}
