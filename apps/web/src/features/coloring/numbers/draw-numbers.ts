/**
 * Paints the numbers the screen shows (`screenNumbers`) on a 2D canvas over the page (issue 15).
 * Kept apart from the overlay component so bench/numbers-draw.bench.ts times the same code.
 */
import type { NumberMark } from './numbers-layout.ts';
import type { ScreenNumber } from './screen-numbers.ts';

const FONT_FAMILY = 'ui-sans-serif, system-ui, sans-serif';

/**
 * Draws `shown` (CSS pixels) on `context`, already scaled to CSS pixels: grey digits with a
 * white halo, so they read over lines and colours. `shown` comes biggest first, so the font is
 * set once per size (setting it parses a CSS font string).
 */
export function drawNumbers(
  context: CanvasRenderingContext2D,
  marks: readonly Pick<NumberMark, 'number'>[],
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
    const text = String(marks[number.mark]!.number);
    context.strokeText(text, number.x, number.y);
    context.fillText(text, number.x, number.y);
  }
}
