import type { LabelMap } from './region-lines.ts';

/**
 * Calms region boundaries: each pixel near a boundary takes the label with the largest
 * Gaussian-weighted vote (σ = radius / 2) in its `(2·radius+1)²` window — a weighted mode
 * filter, which moves a boundary roughly by its curvature (a discrete curvature flow, as in
 * Merriman, Bence & Osher's threshold dynamics, 1994), so staircases and wiggles become
 * smooth curves while long straight boundaries stay put. Repeated `passes` times. Pixels
 * farther than `radius` from any boundary are copied, so the cost follows the boundaries'
 * length, not the picture's area.
 */
export function smoothLabels(map: LabelMap, radius: number, passes: number): LabelMap {
  const { width, height } = map;
  const weightList: number[] = [];
  const offsets: [number, number][] = [];
  const sigma = Math.max(0.5, radius / 2);
  for (let dy = -radius; dy <= radius; dy++)
    for (let dx = -radius; dx <= radius; dx++) {
      if (dx * dx + dy * dy > (radius + 0.5) * (radius + 0.5)) continue;
      offsets.push([dx, dy]);
      weightList.push(Math.exp(-(dx * dx + dy * dy) / (2 * sigma * sigma)));
    }
  const weights = Float64Array.from(weightList);
  const deltas = Int32Array.from(offsets, ([dx, dy]) => dy * width + dx);
  const totalWeight = weights.reduce((sum, w) => sum + w, 0);
  const candidates = new Int32Array(offsets.length);
  const votes = new Float64Array(offsets.length);
  let labels = map.labels;
  for (let pass = 0; pass < passes; pass++) {
    const band = nearBoundary({ labels, width, height }, radius);
    const out = new Int32Array(labels);
    for (let y = 0; y < height; y++) {
      const isInnerRow = y >= radius && y < height - radius;
      for (let x = 0; x < width; x++) {
        const i = y * width + x;
        if (!band[i]) continue;
        const isInner = isInnerRow && x >= radius && x < width - radius;
        if (isInner) {
          // Fast path: the current label keeps the pixel when it holds half the vote or more.
          const own = labels[i] as number;
          let ownVote = 0;
          for (let k = 0; k < deltas.length; k++)
            if (labels[i + (deltas[k] as number)] === own) ownVote += weights[k] as number;
          if (ownVote >= totalWeight / 2) continue;
        }
        let distinct = 0;
        for (let k = 0; k < deltas.length; k++) {
          let label: number;
          if (isInner) label = labels[i + (deltas[k] as number)] as number;
          else {
            const offset = offsets[k] as [number, number];
            const xx = Math.min(width - 1, Math.max(0, x + offset[0]));
            const yy = Math.min(height - 1, Math.max(0, y + offset[1]));
            label = labels[yy * width + xx] as number;
          }
          let j = 0;
          while (j < distinct && candidates[j] !== label) j++;
          if (j === distinct) {
            candidates[j] = label;
            votes[j] = 0;
            distinct++;
          }
          votes[j] = (votes[j] as number) + (weights[k] as number);
        }
        if (distinct === 1) continue;
        // The current label wins ties, so a boundary never flickers.
        let best = labels[i] as number;
        let bestVote = -1;
        for (let j = 0; j < distinct; j++) {
          const vote = (votes[j] as number) + (candidates[j] === best ? 1e-9 : 0);
          if (vote > bestVote) {
            bestVote = vote;
            best = candidates[j] as number;
          }
        }
        out[i] = best;
      }
    }
    labels = out;
  }
  return { labels, width, height };
}

/**
 * Enlarges a label map 2× with smooth boundaries: each page pixel takes the label with the
 * largest Gaussian-weighted vote (σ = 0.85 work pixels) among the 4 × 4 work pixels round its
 * centre — a mode filter and an enlargement in one step, so the 2-pixel staircase of plain
 * replication never appears. Pixels whose work neighbourhood holds one label are copied.
 */
export function enlargeLabelsSmooth(map: LabelMap): LabelMap {
  const { labels, width, height } = map;
  const w = width * 2;
  const h = height * 2;
  const out = new Int32Array(w * h);
  const candidates = new Int32Array(16);
  const votes = new Float64Array(16);
  // A page pixel (2x + ox) centres at work coordinate x + (ox − 0.5) / 2: offsets ±0.25.
  const weight = (d: number): number => Math.exp(-(d * d) / (2 * 0.85 * 0.85));
  const table = [-1.75, -0.75, 0.25, 1.25].map(weight); // for sub-pixel offset −0.25: taps −2…1
  const tableHigh = [-1.25, -0.25, 0.75, 1.75].map(weight); // for offset +0.25: taps −1…2
  const band = nearBoundary(map, 2);
  for (let py = 0; py < h; py++) {
    const y = py >> 1;
    const wy = py & 1 ? tableHigh : table;
    const y0 = py & 1 ? y - 1 : y - 2;
    for (let px = 0; px < w; px++) {
      const x = px >> 1;
      if (!band[y * width + x]) {
        out[py * w + px] = labels[y * width + x] as number;
        continue;
      }
      const wx = px & 1 ? tableHigh : table;
      const x0 = px & 1 ? x - 1 : x - 2;
      let distinct = 0;
      for (let ty = 0; ty < 4; ty++) {
        const yy = Math.min(height - 1, Math.max(0, y0 + ty)) * width;
        const weightY = wy[ty] as number;
        for (let tx = 0; tx < 4; tx++) {
          const label = labels[yy + Math.min(width - 1, Math.max(0, x0 + tx))] as number;
          let j = 0;
          while (j < distinct && candidates[j] !== label) j++;
          if (j === distinct) {
            candidates[j] = label;
            votes[j] = 0;
            distinct++;
          }
          votes[j] = (votes[j] as number) + weightY * (wx[tx] as number);
        }
      }
      let best = labels[y * width + x] as number;
      let bestVote = -1;
      for (let j = 0; j < distinct; j++) {
        const vote = (votes[j] as number) + (candidates[j] === best ? 1e-9 : 0);
        if (vote > bestVote) {
          bestVote = vote;
          best = candidates[j] as number;
        }
      }
      out[py * w + px] = best;
    }
  }
  return { labels: out, width: w, height: h };
}

/** 1 for pixels within `radius` (Chebyshev distance) of a label change, else 0. */
function nearBoundary(map: LabelMap, radius: number): Uint8Array {
  const { labels, width, height } = map;
  const edge = new Uint8Array(width * height);
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      const i = y * width + x;
      const label = labels[i];
      if ((x + 1 < width && labels[i + 1] !== label) || (y + 1 < height && labels[i + width] !== label)) {
        edge[i] = 1;
        if (x + 1 < width) edge[i + 1] = 1;
        if (y + 1 < height) edge[i + width] = 1;
      }
    }
  // Separable max filter by running counts: rows, then columns.
  const rows = new Uint8Array(edge.length);
  for (let y = 0; y < height; y++) {
    const row = y * width;
    let last = -Infinity;
    for (let x = 0; x < width; x++) {
      if (edge[row + x]) last = x;
      if (x - last <= radius) rows[row + x] = 1;
    }
    last = Infinity;
    for (let x = width - 1; x >= 0; x--) {
      if (edge[row + x]) last = x;
      if (last - x <= radius) rows[row + x] = 1;
    }
  }
  const out = new Uint8Array(edge.length);
  for (let x = 0; x < width; x++) {
    let last = -Infinity;
    for (let y = 0; y < height; y++) {
      if (rows[y * width + x]) last = y;
      if (y - last <= radius) out[y * width + x] = 1;
    }
    last = Infinity;
    for (let y = height - 1; y >= 0; y--) {
      if (rows[y * width + x]) last = y;
      if (last - y <= radius) out[y * width + x] = 1;
    }
  }
  return out;
}
