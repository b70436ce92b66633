/**
 * OKLCH (Björn Ottosson's Oklab, 2020, https://bottosson.github.io/posts/oklab/, in polar form)
 * to sRGB hex and back, for palettes whose colours differ evenly to the eye.
 */

/** Lightness 0…1, chroma 0…~0.37, hue in degrees. */
export interface Oklch {
  l: number;
  c: number;
  h: number;
}

function toLinear(channel: number): number {
  const c = channel / 255;
  return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
}

function fromLinear(value: number): number {
  const c = value <= 0.0031308 ? 12.92 * value : 1.055 * value ** (1 / 2.4) - 0.055;
  return Math.round(Math.min(1, Math.max(0, c)) * 255);
}

/** Linear sRGB of an OKLCH colour (may fall outside 0…1: out of gamut). */
function linearRgb({ l, c, h }: Oklch): [number, number, number] {
  const a = c * Math.cos((h * Math.PI) / 180);
  const b = c * Math.sin((h * Math.PI) / 180);
  const l_ = (l + 0.3963377774 * a + 0.2158037573 * b) ** 3;
  const m_ = (l - 0.1055613458 * a - 0.0638541728 * b) ** 3;
  const s_ = (l - 0.0894841775 * a - 1.291485548 * b) ** 3;
  return [
    4.0767416621 * l_ - 3.3077115913 * m_ + 0.2309699292 * s_,
    -1.2684380046 * l_ + 2.6097574011 * m_ - 0.3413193965 * s_,
    -0.0041960863 * l_ - 0.7034186147 * m_ + 1.707614701 * s_,
  ];
}

/**
 * `#rrggbb` of an OKLCH colour; one outside the sRGB gamut keeps its lightness and hue and loses
 * chroma until it fits.
 */
export function oklchToHex(color: Oklch): string {
  let c = color.c;
  let rgb = linearRgb(color);
  while (c > 0 && rgb.some((v) => v < -1e-4 || v > 1 + 1e-4)) {
    c = Math.max(0, c - 0.005);
    rgb = linearRgb({ ...color, c });
  }
  return `#${rgb.map((v) => fromLinear(v).toString(16).padStart(2, '0')).join('')}`;
}

/** OKLCH of an sRGB `#rrggbb`. */
export function hexToOklch(hex: string): Oklch {
  const n = parseInt(hex.slice(1, 7), 16);
  const r = toLinear((n >> 16) & 255);
  const g = toLinear((n >> 8) & 255);
  const b = toLinear(n & 255);
  const l = Math.cbrt(0.4122214708 * r + 0.5363325363 * g + 0.0514459929 * b);
  const m = Math.cbrt(0.2119034982 * r + 0.6806995451 * g + 0.1073969566 * b);
  const s = Math.cbrt(0.0883024619 * r + 0.2817188376 * g + 0.6299787005 * b);
  const L = 0.2104542553 * l + 0.793617785 * m - 0.0040720468 * s;
  const A = 1.9779984951 * l - 2.428592205 * m + 0.4505937099 * s;
  const B = 0.0259040371 * l + 0.7827717662 * m - 0.808675766 * s;
  const h = (Math.atan2(B, A) * 180) / Math.PI;
  return { l: L, c: Math.hypot(A, B), h: h < 0 ? h + 360 : h };
}
