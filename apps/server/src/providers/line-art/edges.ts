import { gaussianBlur } from './filters.ts';
import type { InkMask } from './gray-image.ts';

/**
 * Difference-of-Gaussians edge strength in the XDoG family (Winnemöller, Kyprianidis & Olsen,
 * "XDoG: An eXtended difference-of-Gaussians compendium", Computers & Graphics 36, 2012):
 * D = G_σ − G_kσ is negative on the dark side of every edge; this returns max(0, −D), in the
 * units of `src`. Thresholding it (`hysteresis`) is XDoG's step with φ → ∞ (the page is binary
 * anyway) and without its tone term, so large dark areas stay paper to colour, not black fills.
 */
export function dogResponse(
  src: Float32Array,
  width: number,
  height: number,
  sigma: number,
  k: number,
): Float32Array {
  const inner = gaussianBlur(src, width, height, sigma);
  const outer = gaussianBlur(src, width, height, sigma * k);
  for (let i = 0; i < inner.length; i++) inner[i] = Math.max(0, (outer[i] as number) - (inner[i] as number));
  return inner;
}

/** The q-quantile (0–1) of values in 0–1, by a 4096-bin histogram. */
export function quantile(values: Float32Array, q: number): number {
  const bins = 4096;
  const histogram = new Uint32Array(bins);
  for (let i = 0; i < values.length; i++) {
    const bin = Math.min(bins - 1, Math.floor((values[i] as number) * bins));
    histogram[bin] = (histogram[bin] as number) + 1;
  }
  const target = q * values.length;
  let seen = 0;
  for (let b = 0; b < bins; b++) {
    seen += histogram[b] as number;
    if (seen >= target) return (b + 1) / bins;
  }
  return 1;
}

/** Bilinear 2× enlargement (pixel centres aligned), for a response computed at half scale. */
export function upsample2x(src: Float32Array, width: number, height: number): Float32Array {
  const outWidth = width * 2;
  const out = new Float32Array(outWidth * height * 2);
  for (let y = 0; y < height * 2; y++) {
    const sy = Math.min(height - 1, Math.max(0, (y - 0.5) / 2));
    const y0 = Math.floor(sy);
    const y1 = Math.min(height - 1, y0 + 1);
    const fy = sy - y0;
    for (let x = 0; x < outWidth; x++) {
      const sx = Math.min(width - 1, Math.max(0, (x - 0.5) / 2));
      const x0 = Math.floor(sx);
      const x1 = Math.min(width - 1, x0 + 1);
      const fx = sx - x0;
      const top = (src[y0 * width + x0] as number) * (1 - fx) + (src[y0 * width + x1] as number) * fx;
      const bottom = (src[y1 * width + x0] as number) * (1 - fx) + (src[y1 * width + x1] as number) * fx;
      out[y * outWidth + x] = top * (1 - fy) + bottom * fy;
    }
  }
  return out;
}

/**
 * Double threshold as in Canny's detector: pixels at or above `strong` are ink, and so are
 * pixels at or above `weak` 8-connected to them. Texture noise (weak, isolated) drops out;
 * long contours whose strength dips stay unbroken.
 */
export function hysteresis(
  response: Float32Array,
  width: number,
  height: number,
  strong: number,
  weak: number,
): InkMask {
  const ink = new Uint8Array(response.length);
  const queue = new Int32Array(response.length);
  let tail = 0;
  for (let i = 0; i < response.length; i++) {
    if ((response[i] as number) >= strong) {
      ink[i] = 1;
      queue[tail++] = i;
    }
  }
  let head = 0;
  while (head < tail) {
    const p = queue[head++] as number;
    const x = p % width;
    const y = (p - x) / width;
    for (let dy = -1; dy <= 1; dy++) {
      const yy = y + dy;
      if (yy < 0 || yy >= height) continue;
      for (let dx = -1; dx <= 1; dx++) {
        const xx = x + dx;
        if (xx < 0 || xx >= width) continue;
        const q = yy * width + xx;
        if (ink[q] === 0 && (response[q] as number) >= weak) {
          ink[q] = 1;
          queue[tail++] = q;
        }
      }
    }
  }
  return { ink, width, height };
}
