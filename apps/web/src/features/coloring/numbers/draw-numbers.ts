/**
 * Paints the numbers the screen shows (`screenNumbers`) on a 2D canvas over the page (issue 15).
 * Kept apart from the overlay component so bench/numbers-draw.bench.ts times the same code.
 */
import type { NumberMark } from './numbers-layout.ts';
import type { ScreenNumber } from './screen-numbers.ts';

const FONT_FAMILY = 'ui-sans-serif, system-ui, sans-serif';
/** New sprites a frame may make; the rest of its numbers are drawn as text, as slowly as before. */
const SPRITES_PER_FRAME = 48;

/**
 * Each number at each size, drawn once (grey digits in a white halo) on a small canvas at the
 * screen's device pixels, then stamped with `drawImage`: stroking the halo of text is the slow
 * part of drawing it (bench/numbers-draw.bench.ts, a phone at ratio 3: about 6 ms a frame for
 * 160 numbers stroked, 1.4 ms stamped, at load 9-11 on 2 cores), and a zoom redraws every frame.
 */
export class NumberSprites {
  private readonly sprites = new Map<string, HTMLCanvasElement>();
  /** Sprites still to be made this frame: a first frame of hundreds would take long. */
  private budget = SPRITES_PER_FRAME;

  /** `ratio`: device pixels per CSS pixel of the canvas the sprites are stamped on. */
  constructor(readonly ratio: number) {}

  /** Starts a frame: up to SPRITES_PER_FRAME new sprites may be made in it. */
  startFrame(): void {
    this.budget = SPRITES_PER_FRAME;
  }

  /**
   * The sprite of `text` at `font` CSS px (its size in CSS px is its pixel size / ratio), or
   * null when it is not made yet and this frame has made its share.
   */
  get(text: string, font: number): HTMLCanvasElement | null {
    const key = `${font}:${text}`;
    const cached = this.sprites.get(key);
    if (cached) return cached;
    if (this.budget <= 0) return null;
    this.budget--;
    const sprite = document.createElement('canvas');
    const context = sprite.getContext('2d')!;
    const halo = Math.max(2.5, font * 0.2);
    context.font = `600 ${font}px ${FONT_FAMILY}`;
    const width = context.measureText(text).width + 2 * halo + 2;
    const height = font * 1.1 + 2 * halo;
    sprite.width = Math.ceil(width * this.ratio);
    sprite.height = Math.ceil(height * this.ratio);
    // Resizing a canvas resets its state: set it again.
    context.scale(this.ratio, this.ratio);
    context.font = `600 ${font}px ${FONT_FAMILY}`;
    context.textAlign = 'center';
    context.textBaseline = 'middle';
    context.lineJoin = 'round';
    context.lineWidth = halo;
    context.strokeStyle = '#ffffff';
    context.fillStyle = '#3f3f46';
    const x = sprite.width / this.ratio / 2;
    const y = sprite.height / this.ratio / 2;
    context.strokeText(text, x, y);
    context.fillText(text, x, y);
    this.sprites.set(key, sprite);
    return sprite;
  }
}

/**
 * Draws `shown` (CSS pixels) on `context`, already scaled to CSS pixels by `sprites.ratio`:
 * each number's sprite centred on its place, snapped to whole device pixels so it stays sharp,
 * or the text itself when its sprite is still to be made.
 */
export function drawNumbers(
  context: CanvasRenderingContext2D,
  marks: readonly Pick<NumberMark, 'number'>[],
  shown: readonly ScreenNumber[],
  sprites: NumberSprites,
): void {
  const { ratio } = sprites;
  sprites.startFrame();
  let font = 0;
  for (const number of shown) {
    const text = String(marks[number.mark]!.number);
    const sprite = sprites.get(text, number.font);
    if (sprite) {
      const left = Math.round(number.x * ratio - sprite.width / 2) / ratio;
      const top = Math.round(number.y * ratio - sprite.height / 2) / ratio;
      context.drawImage(sprite, left, top, sprite.width / ratio, sprite.height / ratio);
      continue;
    }
    if (font === 0) {
      context.textAlign = 'center';
      context.textBaseline = 'middle';
      context.lineJoin = 'round';
      context.strokeStyle = '#ffffff';
      context.fillStyle = '#3f3f46';
    }
    if (number.font !== font) {
      font = number.font;
      context.font = `600 ${font}px ${FONT_FAMILY}`;
      context.lineWidth = Math.max(2.5, font * 0.2);
    }
    context.strokeText(text, number.x, number.y);
    context.fillText(text, number.x, number.y);
  }
}
