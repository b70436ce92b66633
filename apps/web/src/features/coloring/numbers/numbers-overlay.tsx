import { useEffect, useLayoutEffect, useRef, useState } from 'react';

import type { View } from '../view-math.ts';

import { drawNumbers, NumberSprites } from './draw-numbers.ts';
import type { NumbersLayout } from './numbers-layout.ts';
import { screenNumbers } from './screen-numbers.ts';

/**
 * The numbers over the page (issue 15), drawn in SCREEN pixels on a canvas over the viewport so
 * they stay readable at any zoom (`screenNumbers`: at least MIN_SCREEN_FONT CSS px, inside their
 * region's circle; more show as the user zooms in), hidden once their region is colored right.
 * Never drawn into the colour layer, so they are never saved; for screen readers the counter
 * says it all. For tests the canvas carries `data-marks`: the numbers still to color, each
 * with its canvas centre and its screen `font` (0 when not shown: too small at this zoom, or off screen), and
 * `data-draw-ms`, the last redraw's milliseconds.
 */
/**
 * Calls `onChange` when `element`'s size in device pixels changes: its CSS size, or the pixel
 * ratio at the same CSS size (a window dragged to another screen, the browser's zoom). A
 * ResizeObserver on the `device-pixel-content-box` (https://drafts.csswg.org/resize-observer/
 * #dom-resizeobserverboxoptions-device-pixel-content-box; the CSS box where a browser lacks it,
 * Safari before 26) and a `(resolution: …dppx)` media query, renewed at each change: Chromium's
 * device emulation changes the ratio without a resize observation, only the query hears it.
 * @returns a function that stops both.
 */
function observeDevicePixels(element: HTMLElement, onChange: () => void): () => void {
  const observer = new ResizeObserver(onChange);
  try {
    observer.observe(element, { box: 'device-pixel-content-box' });
  } catch {
    observer.observe(element);
  }
  let query: MediaQueryList | null = null;
  const listen = () => {
    query?.removeEventListener('change', changed);
    query = window.matchMedia(`(resolution: ${window.devicePixelRatio || 1}dppx)`);
    query.addEventListener('change', changed);
  };
  function changed() {
    listen();
    onChange();
  }
  listen();
  return () => {
    observer.disconnect();
    query?.removeEventListener('change', changed);
  };
}

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
  const sprites = useRef<NumberSprites | null>(null);

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
    return observeDevicePixels(canvas, measure);
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
    if (sprites.current?.ratio !== size.ratio) sprites.current = new NumberSprites(size.ratio);
    drawNumbers(context, layout.marks, shown, sprites.current);
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
