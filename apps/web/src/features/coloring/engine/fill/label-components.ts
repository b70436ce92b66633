import { OPEN } from './line-mask.ts';

/**
 * Labels the 4-connected components of OPEN pixels, run by run: each row's runs of OPEN pixels
 * are joined with the overlapping runs of the row above through a union-find, then every run is
 * written with its component's label (1, 2, …; 0 elsewhere). Working on runs rather than pixels
 * keeps the union-find small (Rosenfeld–Pfaltz two-pass labelling, run-length variant).
 *
 * @returns the number of components; `labels` is written in place.
 */
export function labelOpenComponents(
  mask: Uint8Array,
  width: number,
  height: number,
  labels: Int32Array,
): number {
  let runs: Int32Array<ArrayBuffer> = new Int32Array(1 << 16); // y, x0, x1 (exclusive)
  let parent: Int32Array<ArrayBuffer> = new Int32Array(1 << 14);
  let count = 0;
  let prevStart = 0;
  let prevEnd = 0;

  const find = (a: number): number => {
    let root = a;
    while (parent[root] !== root) root = parent[root]!;
    while (parent[a] !== root) {
      const next = parent[a]!;
      parent[a] = root;
      a = next;
    }
    return root;
  };

  for (let y = 0; y < height; y++) {
    const row = y * width;
    const rowStart = count;
    let x = 0;
    while (x < width) {
      while (x < width && mask[row + x] !== OPEN) x++;
      if (x >= width) break;
      const x0 = x;
      while (x < width && mask[row + x] === OPEN) x++;
      if ((count + 1) * 3 > runs.length) runs = grow(runs);
      if (count >= parent.length) parent = grow(parent);
      runs[count * 3] = y;
      runs[count * 3 + 1] = x0;
      runs[count * 3 + 2] = x;
      parent[count] = count;
      // Join with the runs of the row above that share a column (4-connectivity).
      for (let j = prevStart; j < prevEnd; j++) {
        const px0 = runs[j * 3 + 1]!;
        const px1 = runs[j * 3 + 2]!;
        if (px1 <= x0) continue;
        if (px0 >= x) break;
        const a = find(j);
        const b = find(count);
        if (a !== b) parent[Math.max(a, b)] = Math.min(a, b);
      }
      count++;
    }
    prevStart = rowStart;
    prevEnd = count;
  }

  const labelOf = new Int32Array(count);
  let next = 0;
  for (let i = 0; i < count; i++) {
    const root = find(i);
    // Roots are always the smallest index of their set, so they are met first.
    const label = root === i ? ++next : labelOf[root]!;
    labelOf[i] = label;
    const offset = runs[i * 3]! * width;
    labels.fill(label, offset + runs[i * 3 + 1]!, offset + runs[i * 3 + 2]!);
  }
  return next;
}

function grow(array: Int32Array): Int32Array<ArrayBuffer> {
  const bigger = new Int32Array(array.length * 2);
  bigger.set(array);
  return bigger;
}
