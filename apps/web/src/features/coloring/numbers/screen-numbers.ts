/**
 * Which numbers the coloring screen shows at the current zoom, and how big (issue 15), as the
 * best color-by-number apps do (Happy Color): every number is drawn at a readable size on the
 * SCREEN, never smaller than MIN_SCREEN_FONT CSS pixels, and never bigger than its region's
 * inscribed circle at this zoom, so it stays inside its region; a region whose circle is too
 * small for that shows no number until the user zooms in, so the set of numbers grows with zoom.
 * Pure: the overlay calls it each frame a view changes.
 */
import type { View } from '../view-math.ts';

import { FONT_PER_RADIUS } from './number-spots.ts';
import type { NumberMark } from './numbers-layout.ts';

/**
 * Smallest number shown on screen, CSS pixels: about the size of a phone's smallest readable
 * caption (Apple's HIG gives 11 pt as its smallest text style).
 */
export const MIN_SCREEN_FONT = 11;
/** Largest number shown on screen, CSS pixels: big regions get no giant digits. */
export const MAX_SCREEN_FONT = 26;

/** One number as drawn: `mark` indexes the layout's marks; centre and font in CSS pixels. */
export interface ScreenNumber {
  mark: number;
  x: number;
  y: number;
  font: number;
}

/**
 * The screen font size (CSS pixels) of a number whose region has a free circle of `radius`
 * canvas pixels at `zoom` CSS pixels per canvas pixel, or 0 when the circle cannot hold
 * MIN_SCREEN_FONT. Same fit as the printed numbers (`numberFontSize`): two digits' box has a
 * half-diagonal of about 0.67 em, so a font of 1.5 × (radius − 1 px) stays inside the circle.
 */
export function screenFontSize(radius: number, zoom: number): number {
  const size = Math.floor((radius * zoom - 1) * FONT_PER_RADIUS);
  return size < MIN_SCREEN_FONT ? 0 : Math.min(MAX_SCREEN_FONT, size);
}

/**
 * The numbers to draw in a viewport of `width`×`height` CSS pixels showing the page through
 * `view`: those not yet `done` (per mark, 1 = colored right), big enough at this zoom
 * (`screenFontSize`) and at least partly on screen, in the order of `marks` (biggest first,
 * so font sizes only fall and a canvas sets its font seldom).
 */
export function screenNumbers(
  marks: readonly Pick<NumberMark, 'x' | 'y' | 'radius'>[],
  done: Uint8Array | null,
  view: View,
  width: number,
  height: number,
): ScreenNumber[] {
  const shown: ScreenNumber[] = [];
  for (let m = 0; m < marks.length; m++) {
    if (done?.[m]) continue;
    const mark = marks[m]!;
    const font = screenFontSize(mark.radius, view.zoom);
    if (font === 0) continue;
    const x = view.x + mark.x * view.zoom;
    const y = view.y + mark.y * view.zoom;
    if (x < -font || y < -font || x > width + font || y > height + font) continue;
    shown.push({ mark: m, x, y, font });
  }
  return shown;
}
