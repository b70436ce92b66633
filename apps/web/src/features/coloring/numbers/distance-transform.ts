/**
 * Exact squared Euclidean distance transform of a binary image, after Felzenszwalb and
 * Huttenlocher, "Distance Transforms of Sampled Functions", Theory of Computing 8 (2012): a 1-D
 * lower envelope of parabolas down every column, then along every row. Linear in the pixels.
 */

const FAR = 1e20;

/**
 * For each pixel, the squared distance (pixels²) to the nearest pixel where `isObstacle` is 1,
 * row-major, `width × height`. Pixels with no obstacle anywhere get about 1e20.
 * `scratch` may be passed to reuse the output buffer between calls.
 */
export function squaredDistanceTransform(
  isObstacle: Uint8Array,
  width: number,
  height: number,
  scratch?: Float32Array,
): Float32Array {
  const out = scratch && scratch.length === width * height ? scratch : new Float32Array(width * height);
  const n = Math.max(width, height);
  const f = new Float64Array(n);
  const d = new Float64Array(n);
  const v = new Int32Array(n);
  const z = new Float64Array(n + 1);

  for (let x = 0; x < width; x++) {
    for (let y = 0; y < height; y++) f[y] = isObstacle[y * width + x] ? 0 : FAR;
    envelope(f, d, v, z, height);
    for (let y = 0; y < height; y++) out[y * width + x] = d[y]!;
  }
  for (let y = 0; y < height; y++) {
    const row = y * width;
    for (let x = 0; x < width; x++) f[x] = out[row + x]!;
    envelope(f, d, v, z, width);
    for (let x = 0; x < width; x++) out[row + x] = d[x]!;
  }
  return out;
}

/** d[q] = min over p of (q − p)² + f[p], for q < n (the paper's DT(f) in one dimension). */
function envelope(f: Float64Array, d: Float64Array, v: Int32Array, z: Float64Array, n: number): void {
  let k = 0;
  v[0] = 0;
  z[0] = -Infinity;
  z[1] = Infinity;
  for (let q = 1; q < n; q++) {
    const fq = f[q]! + q * q;
    let p = v[k]!;
    let s = (fq - (f[p]! + p * p)) / (2 * (q - p));
    // z[0] is −∞, so k never goes below 0.
    while (s <= z[k]!) {
      k--;
      p = v[k]!;
      s = (fq - (f[p]! + p * p)) / (2 * (q - p));
    }
    k++;
    v[k] = q;
    z[k] = s;
    z[k + 1] = Infinity;
  }
  k = 0;
  for (let q = 0; q < n; q++) {
    while (z[k + 1]! < q) k++;
    const p = v[k]!;
    d[q] = (q - p) * (q - p) + f[p]!;
  }
}
