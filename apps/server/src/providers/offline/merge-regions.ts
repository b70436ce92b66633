import { drawRegionBoundaries, markBoundaries, type LabelMap } from '../line-art/region-lines.ts';

/** How `mergeRegions` thins out a label map. */
export interface MergeRule {
  /**
   * Regions whose paper (pixels left once `drawRegionBoundaries` has drawn the outlines at
   * `lineWidth`) is under this many pixels join a neighbour.
   */
  minPaperPx: number;
  lineWidth: number;
  /** Most regions kept besides label 0; the smallest merge first until it holds. */
  maxRegions?: number;
  /** Label 0 neither merges nor takes others in (a drawing's outside). Default false. */
  isZeroFixed?: boolean;
  /**
   * Group of each label (which drawing it came from): a region joins a neighbour of its own
   * group when it has one. Default: one group.
   */
  groups?: Int32Array;
  /**
   * How much longer a region of each group resists merging beyond `maxRegions`, indexed by
   * group: its paper counts this many times over when the smallest are picked. A drawing's
   * eyes and mouth are its smallest regions; weighting drawings above the backdrop makes a
   * busy setting give up its flowers first. Regions too small to color merge regardless.
   * Default: 1 for every group.
   */
  groupWeights?: readonly number[];
  /**
   * How much longer an island (a region with one neighbour only, inside it: an eye in a face,
   * a pupil in an eye, a button on a coat) resists merging beyond `maxRegions`. Features are a
   * drawing's smallest regions and what makes it read. One weight for every group, or one per
   * group (indexed like `groupWeights`, 1 for a group past its end): a page keeps its subjects'
   * eyes without keeping the backdrop's clouds, which are islands in the sky too. Default 1.
   */
  islandWeight?: number | readonly number[];
}

/** Most rounds of measuring and merging; each round's merges are judged on its own measures. */
const MAX_ROUNDS = 6;

/**
 * Merges regions too small to color, then the smallest ones beyond `maxRegions`, each into the
 * neighbour it shares the longest border with (same group first). Labels of the result are
 * renumbered 1..regions (0 stays 0 when `isZeroFixed`); `groups` follows the renumbering.
 * Regions are assumed 4-connected. About 15 ms a round at 1024².
 */
export function mergeRegions(
  map: LabelMap,
  rule: MergeRule,
): { map: LabelMap; regions: number; groups: Int32Array } {
  let labels = map.labels;
  const groups = rule.groups;
  for (let round = 0; round < MAX_ROUNDS; round++) {
    const paper = paperAreas({ ...map, labels }, rule.lineWidth);
    const order: number[] = [];
    for (let l = 0; l < paper.length; l++)
      if ((paper[l] as number) >= 0 && !(rule.isZeroFixed && l === 0)) order.push(l);
    const islands =
      rule.islandWeight === undefined ? undefined : islandLabels({ ...map, labels }, paper.length);
    const weight = (l: number) =>
      ((groups && rule.groupWeights?.[groups[l] as number]) ?? 1) *
      (islands?.[l] === 1 ? islandWeightOf(rule.islandWeight, groups?.[l] ?? 0) : 1);
    order.sort((a, b) => (paper[a] as number) * weight(a) - (paper[b] as number) * weight(b));
    const excess = rule.maxRegions === undefined ? 0 : Math.max(0, order.length - rule.maxRegions);
    const candidates = new Uint8Array(paper.length);
    let candidateCount = 0;
    order.forEach((l, rank) => {
      if (rank < excess || (paper[l] as number) < rule.minPaperPx) {
        candidates[l] = 1;
        candidateCount++;
      }
    });
    if (candidateCount === 0) break;
    const borders = bordersOf({ ...map, labels }, candidates);
    const parent = new Int32Array(paper.length).map((_, i) => i);
    const find = (l: number): number => {
      let r = l;
      while (parent[r] !== r) r = parent[r] as number;
      return r;
    };
    let remaining = order.length;
    let merged = 0;
    // Candidates that merged, or that others merged into until they were large enough.
    let settled = 0;
    for (const l of order) {
      if (candidates[l] !== 1 || find(l) !== l) continue;
      const isTiny = (paper[l] as number) < rule.minPaperPx;
      const isExcess = rule.maxRegions !== undefined && remaining > rule.maxRegions;
      if (!isTiny && !isExcess) {
        settled++;
        continue;
      }
      const target = bestNeighbour(l, borders.get(l), find, rule, groups);
      if (target < 0) continue;
      parent[l] = target;
      // The border between them turns to paper too: the sum only underestimates.
      paper[target] = (paper[target] as number) + (paper[l] as number);
      remaining--;
      merged++;
      settled++;
    }
    if (merged === 0) break;
    const root = new Int32Array(paper.length);
    for (let l = 0; l < paper.length; l++) root[l] = find(l);
    // A merged region only grows, so once every candidate has settled none is left to check:
    // the renumbering then applies the merges, saving a pass over the page.
    if (settled === candidateCount)
      return renumber({ ...map, labels }, rule.isZeroFixed === true, groups, root);
    const next = new Int32Array(labels.length);
    for (let i = 0; i < labels.length; i++) next[i] = root[labels[i] as number] as number;
    labels = next;
  }
  return renumber({ ...map, labels }, rule.isZeroFixed === true, groups);
}

/** The island weight of a label of `group` under a rule's `islandWeight`. */
function islandWeightOf(islandWeight: MergeRule['islandWeight'], group: number): number {
  if (typeof islandWeight === 'number') return islandWeight;
  return islandWeight?.[group] ?? 1;
}

function bestNeighbour(
  l: number,
  borders: Map<number, number> | undefined,
  find: (l: number) => number,
  rule: MergeRule,
  groups: Int32Array | undefined,
): number {
  if (!borders) return -1;
  let best = -1;
  let bestScore = -1;
  for (const [other, length] of borders) {
    if (rule.isZeroFixed && other === 0) continue;
    const target = find(other);
    if (target === l) continue;
    const isSameGroup = !groups || groups[l] === groups[other];
    const score = length + (isSameGroup ? 1e9 : 0);
    if (score > bestScore) {
      bestScore = score;
      best = target;
    }
  }
  return best;
}

/** Paper left per label once outlined at `lineWidth`, px; -1 for labels not present. */
export function paperAreas(map: LabelMap, lineWidth: number): Float64Array {
  const { labels, width, height } = map;
  const n = labels.length;
  let maxLabel = 0;
  for (let i = 0; i < n; i++) if ((labels[i] as number) > maxLabel) maxLabel = labels[i] as number;
  const area = new Int32Array(maxLabel + 1);
  const inked = new Int32Array(maxLabel + 1);
  if (lineWidth <= 4) {
    // `drawRegionBoundaries` at these widths marks the boundary pixels, then grows them by at
    // most one 3×3 square: done here row by row and counted on the fly, with no mask copies.
    const mark = markBoundaries(map, lineWidth % 2 === 0);
    const grown = lineWidth >= 3 ? new Uint8Array(n) : mark;
    if (lineWidth >= 3)
      for (let y = 0; y < height; y++) {
        const row = y * width;
        for (let x = 0; x < width; x++) {
          const i = row + x;
          grown[i] =
            (mark[i] as number) |
            (x > 0 ? (mark[i - 1] as number) : 0) |
            (x < width - 1 ? (mark[i + 1] as number) : 0);
        }
      }
    const vertical = lineWidth >= 3 ? width : 0;
    for (let y = 0; y < height; y++) {
      const row = y * width;
      const up = y > 0 ? vertical : 0;
      const down = y < height - 1 ? vertical : 0;
      for (let x = 0; x < width; x++) {
        const i = row + x;
        const l = labels[i] as number;
        area[l] = (area[l] as number) + 1;
        inked[l] =
          (inked[l] as number) +
          ((grown[i] as number) | (grown[i - up] as number) | (grown[i + down] as number));
      }
    }
  } else {
    const ink = drawRegionBoundaries(map, lineWidth).ink;
    for (let i = 0; i < n; i++) {
      const l = labels[i] as number;
      area[l] = (area[l] as number) + 1;
      inked[l] = (inked[l] as number) + (ink[i] as number);
    }
  }
  const paper = new Float64Array(maxLabel + 1);
  for (let l = 0; l <= maxLabel; l++)
    paper[l] = area[l] === 0 ? -1 : (area[l] as number) - (inked[l] as number);
  return paper;
}

/**
 * Calls `visit(a, b)` for every pair of 4-neighbouring pixels whose labels `a` and `b` differ
 * (each pixel edge once, `a` the left or upper one).
 */
function forEachBoundaryEdge(map: LabelMap, visit: (a: number, b: number) => void): void {
  const { labels, width, height } = map;
  for (let y = 0; y < height; y++) {
    const row = y * width;
    for (let x = 0; x < width; x++) {
      const i = row + x;
      const a = labels[i] as number;
      if (x + 1 < width && labels[i + 1] !== a) visit(a, labels[i + 1] as number);
      if (y + 1 < height && labels[i + width] !== a) visit(a, labels[i + width] as number);
    }
  }
}

/** Border lengths (pixel edges) of each candidate label with each of its neighbours. */
function bordersOf(map: LabelMap, candidates: Uint8Array): Map<number, Map<number, number>> {
  const borders = new Map<number, Map<number, number>>();
  const add = (a: number, b: number) => {
    if (candidates[a] !== 1) return;
    let m = borders.get(a);
    if (!m) borders.set(a, (m = new Map()));
    m.set(b, (m.get(b) ?? 0) + 1);
  };
  forEachBoundaryEdge(map, (a, b) => {
    add(a, b);
    add(b, a);
  });
  return borders;
}

/** Labels numbered 1..n in scan order, each first mapped through `root` when given. */
function renumber(
  map: LabelMap,
  isZeroFixed: boolean,
  groups: Int32Array | undefined,
  root?: Int32Array,
): { map: LabelMap; regions: number; groups: Int32Array } {
  const { labels } = map;
  let maxLabel = 0;
  if (root) maxLabel = root.length - 1;
  else
    for (let i = 0; i < labels.length; i++)
      if ((labels[i] as number) > maxLabel) maxLabel = labels[i] as number;
  const ids = new Int32Array(maxLabel + 1).fill(-1);
  if (isZeroFixed) ids[0] = 0;
  const nextGroups: number[] = [0];
  const out = new Int32Array(labels.length);
  let last = -1;
  let lastId = 0;
  for (let i = 0; i < labels.length; i++) {
    const l = root ? (root[labels[i] as number] as number) : (labels[i] as number);
    if (l === last) {
      out[i] = lastId;
      continue;
    }
    let id = ids[l] as number;
    if (id < 0) {
      id = nextGroups.length;
      ids[l] = id;
      nextGroups.push(groups?.[l] ?? 0);
    }
    out[i] = id;
    last = l;
    lastId = id;
  }
  return {
    map: { ...map, labels: out },
    regions: nextGroups.length - 1,
    groups: Int32Array.from(nextGroups),
  };
}

/**
 * 1 for each label with exactly one neighbouring label (4-neighbours; the outside, label 0,
 * counts as a neighbour), 0 otherwise. One pass over the map.
 */
function islandLabels(map: LabelMap, labelCount: number): Uint8Array {
  const sole = soleNeighbours(map, labelCount);
  return Uint8Array.from(sole, (other) => (other >= 0 ? 1 : 0));
}

/**
 * For each label below `labelCount`, the one label it borders when it borders exactly one
 * (4-neighbours; label 0 counts): the region holding an island (the face round an eye). -1 for
 * a label with several neighbours or none. One pass over the map.
 */
export function soleNeighbours(map: LabelMap, labelCount: number): Int32Array {
  const first = new Int32Array(labelCount).fill(-1);
  const isMany = new Uint8Array(labelCount);
  const meet = (a: number, b: number) => {
    if (first[a] === -1) first[a] = b;
    else if (first[a] !== b) isMany[a] = 1;
  };
  forEachBoundaryEdge(map, (a, b) => {
    meet(a, b);
    meet(b, a);
  });
  return first.map((other, l) => (isMany[l] === 1 ? -1 : other));
}
