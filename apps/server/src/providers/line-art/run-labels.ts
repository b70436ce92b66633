/**
 * Numbers the 4-connected pieces of open pixels (`blocked[i] === 0`) 0 … count − 1 in scan
 * order of their first pixel; blocked pixels get −1. Each row's runs of open pixels are
 * joined by union-find to the runs they overlap in the row above: the two-pass
 * connected-component labelling of Rosenfeld & Pfaltz (1966) over runs instead of pixels, so
 * the cost follows the number of runs, not a queue of every pixel. `sizes[k]` is piece k's
 * pixel count.
 */
export function labelOpenPixels(
  blocked: Uint8Array,
  width: number,
  height: number,
): { labels: Int32Array; count: number; sizes: Int32Array } {
  const labels = new Int32Array(width * height).fill(-1);
  // Runs as absolute [start, end) indices; parent pointers for union-find over them.
  const starts: number[] = [];
  const ends: number[] = [];
  const parent: number[] = [];
  const find = (r: number): number => {
    while (parent[r] !== r) {
      const up = parent[parent[r] as number] as number;
      parent[r] = up;
      r = up;
    }
    return r;
  };
  let previousFirst = 0;
  let previousEnd = 0;
  for (let y = 0; y < height; y++) {
    const row = y * width;
    const first = starts.length;
    let k = previousFirst;
    let x = 0;
    while (x < width) {
      while (x < width && blocked[row + x]) x++;
      if (x === width) break;
      const start = x;
      while (x < width && !blocked[row + x]) x++;
      const run = starts.length;
      starts.push(row + start);
      ends.push(row + x);
      parent.push(run);
      // Runs of the row above overlapping [start, x) touch this one; runs are in x order, so
      // the scan resumes where the last run of this row left it.
      while (k < previousEnd && (ends[k] as number) - row + width <= start) k++;
      for (let j = k; j < previousEnd && (starts[j] as number) - row + width < x; j++) {
        const a = find(j);
        const b = find(run);
        if (a !== b) parent[Math.max(a, b)] = Math.min(a, b);
      }
    }
    previousFirst = first;
    previousEnd = starts.length;
  }
  // A piece's root is its first run in scan order, so numbering roots in order is scan order.
  const number = new Int32Array(starts.length).fill(-1);
  const sizeList: number[] = [];
  let count = 0;
  for (let r = 0; r < starts.length; r++) {
    const root = find(r);
    if (number[root] === -1) {
      number[root] = count++;
      sizeList.push(0);
    }
    const label = number[root] as number;
    const start = starts[r] as number;
    const end = ends[r] as number;
    labels.fill(label, start, end);
    sizeList[label] = (sizeList[label] as number) + end - start;
  }
  return { labels, count, sizes: Int32Array.from(sizeList) };
}
