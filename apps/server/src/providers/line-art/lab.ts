import type { RgbImage } from './gray-image.ts';

/**
 * A picture in CIELAB (D65 white): three float planes, row-major, `width × height` each.
 * L* runs 0–100, a* and b* roughly −128–127; a Euclidean distance of about 2.3 is a
 * just-noticeable difference (CIE76 ΔE).
 */
export interface LabImage {
  l: Float32Array;
  a: Float32Array;
  b: Float32Array;
  width: number;
  height: number;
}

/** sRGB byte → linear light (IEC 61966-2-1), as a 256-entry table. */
const LINEAR = Float32Array.from({ length: 256 }, (_, v) => {
  const c = v / 255;
  return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
});

/** D65 reference white, CIE 1931 2° observer. */
const WHITE_X = 0.95047;
const WHITE_Z = 1.08883;

function f(t: number): number {
  return t > 216 / 24389 ? Math.cbrt(t) : (24389 / 27 / 116) * t + 16 / 116;
}

/**
 * `f` tabulated on 0 … F_RANGE in F_STEPS steps, read with linear interpolation: a cube root
 * per channel per pixel is the costliest part of the conversion, and the table's error
 * (under 10⁻⁵ in f, 0.001 in L*) is far under a just-noticeable difference.
 */
const F_STEPS = 4096;
const F_RANGE = 1.1;
const F_TABLE = Float64Array.from({ length: F_STEPS + 2 }, (_, k) => f((k * F_RANGE) / F_STEPS));
function fastF(t: number): number {
  const u = Math.min(Math.max(t, 0), F_RANGE) * (F_STEPS / F_RANGE);
  const k = Math.floor(u);
  const lo = F_TABLE[k] as number;
  return lo + ((F_TABLE[k + 1] as number) - lo) * (u - k);
}

/**
 * Converts 8-bit sRGB to CIELAB (CIE 15:2004: sRGB → linear → XYZ with the sRGB/D65 matrix →
 * L*a*b*), so colour distances below follow what people see rather than raw RGB.
 */
export function rgbToLab(picture: RgbImage): LabImage {
  const { data, width, height } = picture;
  const n = width * height;
  const l = new Float32Array(n);
  const a = new Float32Array(n);
  const b = new Float32Array(n);
  for (let i = 0; i < n; i++) {
    const r = LINEAR[data[3 * i] as number] as number;
    const g = LINEAR[data[3 * i + 1] as number] as number;
    const bl = LINEAR[data[3 * i + 2] as number] as number;
    const fx = fastF((0.4124564 * r + 0.3575761 * g + 0.1804375 * bl) / WHITE_X);
    const fy = fastF(0.2126729 * r + 0.7151522 * g + 0.072175 * bl);
    const fz = fastF((0.0193339 * r + 0.119192 * g + 0.9503041 * bl) / WHITE_Z);
    l[i] = 116 * fy - 16;
    a[i] = 500 * (fx - fy);
    b[i] = 200 * (fy - fz);
  }
  return { l, a, b, width, height };
}

/**
 * A sampler of a work-scale L* plane (`lightness`, row-major, `floor(width / scale)` wide) at
 * page pixel (x, y) of a `width × height` page drawn `scale` times larger: nearest work pixel,
 * clamped to the plane. Returns L* (0–100).
 */
export function pageLightness(
  lightness: Float32Array,
  width: number,
  height: number,
  scale: number,
): (x: number, y: number) => number {
  const workWidth = Math.floor(width / scale);
  const workHeight = Math.floor(height / scale);
  return (x, y) =>
    lightness[
      Math.min(workHeight - 1, Math.floor(y / scale)) * workWidth +
        Math.min(workWidth - 1, Math.floor(x / scale))
    ] as number;
}
