import type { InkMask } from './gray-image.ts';

/**
 * Connected-component clean-up of ink masks, by breadth-first flood fill with an explicit
 * queue (no recursion). Ink connects through its 8 neighbours (a diagonal line is one line);
 * paper through its 4 neighbours, as the bucket fill does.
 */
function sweepComponents(mask: InkMask, value: 0 | 1, minSize: number): Uint8Array {
  const { ink, width, height } = mask;
  const out = new Uint8Array(ink);
  const seen = new Uint8Array(ink.length);
  const queue = new Int32Array(ink.length);
  const eight = value === 1;
  for (let start = 0; start < ink.length; start++) {
    if (seen[start] === 1 || ink[start] !== value) continue;
    let head = 0;
    let tail = 0;
    queue[tail++] = start;
    seen[start] = 1;
    while (head < tail) {
      const p = queue[head++] as number;
      const x = p % width;
      const y = (p - x) / width;
      for (let dy = -1; dy <= 1; dy++) {
        const yy = y + dy;
        if (yy < 0 || yy >= height) continue;
        for (let dx = -1; dx <= 1; dx++) {
          if ((dx === 0 && dy === 0) || (!eight && dx !== 0 && dy !== 0)) continue;
          const xx = x + dx;
          if (xx < 0 || xx >= width) continue;
          const q = yy * width + xx;
          if (seen[q] === 0 && ink[q] === value) {
            seen[q] = 1;
            queue[tail++] = q;
          }
        }
      }
    }
    if (tail < minSize) for (let i = 0; i < tail; i++) out[queue[i] as number] = value === 1 ? 0 : 1;
  }
  return out;
}

/** Drops ink specks: 8-connected ink components smaller than `minSize` pixels become paper. */
export function removeSpecks(mask: InkMask, minSize: number): InkMask {
  return { ...mask, ink: sweepComponents(mask, 1, minSize) };
}

/**
 * Fills pinholes: 4-connected paper regions smaller than `minSize` pixels become ink, so the
 * page has no regions too small to colour.
 */
export function fillPinholes(mask: InkMask, minSize: number): InkMask {
  return { ...mask, ink: sweepComponents(mask, 0, minSize) };
}
