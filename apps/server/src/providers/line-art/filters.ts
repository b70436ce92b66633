/**
 * Smoothing filters on one float channel (row-major `width × height`), used by the line-art
 * conversion. Borders replicate the edge pixel. All run in O(pixels) per pass.
 */

/** Mean over a `(2r+1) × (2r+1)` box, by running sums: constant cost whatever the radius. */
export function boxBlur(src: Float32Array, width: number, height: number, r: number): Float32Array {
  const tmp = new Float32Array(src.length);
  const out = new Float32Array(src.length);
  const norm = 1 / (2 * r + 1);
  // Horizontal pass.
  for (let y = 0; y < height; y++) {
    const row = y * width;
    let sum = (r + 1) * (src[row] as number);
    for (let x = 1; x <= r; x++) sum += src[row + Math.min(x, width - 1)] as number;
    for (let x = 0; x < width; x++) {
      tmp[row + x] = sum * norm;
      sum +=
        (src[row + Math.min(x + r + 1, width - 1)] as number) - (src[row + Math.max(x - r, 0)] as number);
    }
  }
  // Vertical pass, row by row with one running sum per column (cache friendly).
  const colSum = new Float32Array(width);
  for (let x = 0; x < width; x++) {
    let sum = (r + 1) * (tmp[x] as number);
    for (let y = 1; y <= r; y++) sum += tmp[Math.min(y, height - 1) * width + x] as number;
    colSum[x] = sum;
  }
  for (let y = 0; y < height; y++) {
    const row = y * width;
    const addRow = Math.min(y + r + 1, height - 1) * width;
    const subRow = Math.max(y - r, 0) * width;
    for (let x = 0; x < width; x++) {
      const sum = colSum[x] as number;
      out[row + x] = sum * norm;
      colSum[x] = sum + (tmp[addRow + x] as number) - (tmp[subRow + x] as number);
    }
  }
  return out;
}

/** Normalised 1-D Gaussian kernel of standard deviation `sigma`, radius ⌈3σ⌉. */
function gaussianKernel(sigma: number): Float32Array {
  const radius = Math.max(1, Math.ceil(3 * sigma));
  const kernel = new Float32Array(2 * radius + 1);
  let total = 0;
  for (let i = -radius; i <= radius; i++) {
    const w = Math.exp(-(i * i) / (2 * sigma * sigma));
    kernel[i + radius] = w;
    total += w;
  }
  for (let i = 0; i < kernel.length; i++) kernel[i] = (kernel[i] as number) / total;
  return kernel;
}

/** Gaussian blur of standard deviation `sigma` pixels, as two separable convolutions. */
export function gaussianBlur(src: Float32Array, width: number, height: number, sigma: number): Float32Array {
  const kernel = gaussianKernel(sigma);
  const radius = (kernel.length - 1) / 2;
  const tmp = new Float32Array(src.length);
  const out = new Float32Array(src.length);
  for (let y = 0; y < height; y++) {
    const row = y * width;
    for (let x = 0; x < width; x++) {
      let acc = 0;
      if (x >= radius && x < width - radius) {
        // Interior: no clamping in the hot loop.
        const base = row + x - radius;
        for (let k = 0; k < kernel.length; k++) acc += (kernel[k] as number) * (src[base + k] as number);
      } else {
        for (let k = -radius; k <= radius; k++) {
          const xx = x + k < 0 ? 0 : x + k >= width ? width - 1 : x + k;
          acc += (kernel[k + radius] as number) * (src[row + xx] as number);
        }
      }
      tmp[row + x] = acc;
    }
  }
  // Vertical pass: the (2r+1) source rows of one output row stay in cache.
  const rows = new Int32Array(kernel.length);
  for (let y = 0; y < height; y++) {
    for (let k = -radius; k <= radius; k++)
      rows[k + radius] = Math.min(height - 1, Math.max(0, y + k)) * width;
    const row = y * width;
    for (let x = 0; x < width; x++) {
      let acc = 0;
      for (let k = 0; k < kernel.length; k++)
        acc += (kernel[k] as number) * (tmp[(rows[k] as number) + x] as number);
      out[row + x] = acc;
    }
  }
  return out;
}

/**
 * Self-guided filter: edge-preserving smoothing that flattens texture whose local variance
 * is well below `eps` while keeping stronger edges (He, Sun & Tang, "Guided Image
 * Filtering", ECCV 2010 / TPAMI 2013, Algorithm 1 with guide = input). Values in 0–1,
 * `eps` in squared units of those values, window `(2r+1)²`.
 */
export function guidedFilter(
  src: Float32Array,
  width: number,
  height: number,
  r: number,
  eps: number,
): Float32Array {
  const n = src.length;
  const squares = new Float32Array(n);
  for (let i = 0; i < n; i++) squares[i] = (src[i] as number) * (src[i] as number);
  const mean = boxBlur(src, width, height, r);
  const meanSq = boxBlur(squares, width, height, r);
  const a = squares; // reuse the buffer: squares are no longer needed
  const b = new Float32Array(n);
  for (let i = 0; i < n; i++) {
    const m = mean[i] as number;
    const variance = Math.max(0, (meanSq[i] as number) - m * m);
    const ai = variance / (variance + eps);
    a[i] = ai;
    b[i] = m - ai * m;
  }
  const meanA = boxBlur(a, width, height, r);
  const meanB = boxBlur(b, width, height, r);
  const out = mean; // reuse
  for (let i = 0; i < n; i++) out[i] = (meanA[i] as number) * (src[i] as number) + (meanB[i] as number);
  return out;
}
