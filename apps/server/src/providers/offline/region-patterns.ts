import { topLabel, type SceneLabels } from './compose-scene.ts';
import { CELL_AREA, cellAt, FIELD_LENGTH, type Pattern, type PatternKind } from './pattern-cells.ts';
import { between, type Random } from './prng.ts';

/**
 * The patterns of a detailed page, as adult colouring books draw them (zentangle): the large
 * regions of the subject, and the ground, are filled with bands, fish scales, harlequin
 * diamonds or honeycomb, each region its own pattern, while the sky and the setting's
 * shapes (trees, houses, clouds) stay whole so the scene still reads. Works on the label map:
 * every pixel of a patterned region takes the label of its (region, cell) pair; cells cut in
 * two by the region's shape are split later by `relabelConnected`, slivers merged.
 */

/** Smallest region patterned, px: smaller ones are the subject's features (eyes, buttons). */
const MIN_PATTERNED_AREA = 5000;
/** Smallest cell, px² (about 26 × 26): its paper stays well above `MIN_PAPER_PX` once outlined. */
const MIN_CELL_AREA = 700;
/** Narrowest band, px. */
const MIN_BAND = 22;
/** Fewest cells worth patterning a region with. */
const MIN_CELLS = 3;
/** Backdrop regions under this share of the page stay whole (trees, houses, clouds). */
const MIN_BACKDROP_SHARE = 0.04;
/** Narrowest row of fields on the ground, px. */
const MIN_FIELD_ROW = 40;
/** Largest feature (an eye, a button), px: the region holding one stays plain. */
const MAX_FEATURE_AREA = 2500;
/** Share of a drawing's height, from its top, where a feature marks a face. */
const FACE_SHARE = 0.55;

/**
 * Fills the large regions of the scene's drawings (groups ≥ 1) and its large backdrop regions
 * other than the sky (the label covering most of the top row) with patterns, about `cells`
 * cells in all, shared by area. Returns a new scene; cells keep their region's group.
 */
export function addRegionPatterns(scene: SceneLabels, cells: number, random: Random): SceneLabels {
  const { width, height } = scene.map;
  const { areas, groups } = scene;
  const sky = topLabel(scene);
  const { featured, sumX, sumY } = regionFacts(scene);
  const chosen: number[] = [];
  let drawn = 0;
  let ground = 0;
  for (let l = 1; l < areas.length; l++) {
    const area = areas[l] as number;
    const isBackdrop = groups[l] === 0;
    if (area < (isBackdrop ? MIN_BACKDROP_SHARE * width * height : MIN_PATTERNED_AREA)) continue;
    if (l === sky || featured[l] === 1) continue;
    chosen.push(l);
    if (isBackdrop) ground += area;
    else drawn += area;
  }
  if (cells <= 0 || chosen.length === 0) return scene;
  // The drawings take the cells, as small as they must; the ground only what they cannot.
  const drawnCells = Math.min(cells, drawn / MIN_CELL_AREA);
  const groundCells = Math.min(Math.max(0, cells - drawnCells), ground / (FIELD_LENGTH * MIN_FIELD_ROW ** 2));
  const share = (l: number) =>
    groups[l] === 0
      ? (groundCells * (areas[l] as number)) / (ground || 1)
      : (drawnCells * (areas[l] as number)) / (drawn || 1);
  const patterns = new Map<number, Pattern>();
  // Each drawing's regions cycle through the kinds, starting where the seed says.
  const kinds: PatternKind[] = ['scales', 'bands', 'diamonds', 'honeycomb'];
  let turn = Math.floor(random() * kinds.length);
  for (const l of chosen) {
    const area = areas[l] as number;
    const wanted = share(l);
    if (wanted < MIN_CELLS) continue;
    const isBackdrop = groups[l] === 0;
    let kind = isBackdrop ? 'fields' : (kinds[turn++ % kinds.length] as PatternKind);
    const cx = (sumX[l] as number) / area;
    const cy = (sumY[l] as number) / area;
    // Bands across a region: as many as wanted, but none narrower than `MIN_BAND`.
    const span = Math.sqrt(area);
    if (kind === 'bands' && span / MIN_BAND < wanted * 0.8 && !isBackdrop) kind = 'scales';
    const size =
      kind === 'bands'
        ? Math.max(MIN_BAND, span / wanted)
        : Math.max(isBackdrop ? MIN_FIELD_ROW : 0, Math.sqrt(area / (wanted * CELL_AREA[kind])));
    const angle = isBackdrop ? between(random, -0.15, 0.15) + Math.PI / 2 : between(random, 0, Math.PI);
    patterns.set(l, {
      kind,
      cx: cx + between(random, -0.5, 0.5) * size,
      cy: cy + between(random, -0.5, 0.5) * size,
      cos: Math.cos(angle),
      sin: Math.sin(angle),
      size,
      wave: between(random, 0.15, 0.35) * size,
      wavelength: between(random, 3, 6) * size,
    });
  }
  return paintPatterns(scene, patterns);
}

/** Every pixel of a patterned region relabelled by its (region, cell) pair. */
function paintPatterns(scene: SceneLabels, patterns: Map<number, Pattern>): SceneLabels {
  const { width, height } = scene.map;
  const labels = new Int32Array(scene.map.labels);
  const groups = Array.from(scene.groups);
  const areas = Array.from(scene.areas);
  const byLabel: (Pattern | undefined)[] = new Array<Pattern | undefined>(groups.length);
  for (const [l, p] of patterns) byLabel[l] = p;
  const cellLabels = new Map<number, Map<number, number>>();
  let lastRegion = -1;
  let lastCell = -1;
  let lastLabel = 0;
  for (let y = 0; y < height; y++) {
    const row = y * width;
    for (let x = 0; x < width; x++) {
      const l = labels[row + x] as number;
      const pattern = byLabel[l];
      if (!pattern) continue;
      const cell = cellAt(pattern, x, y);
      if (l === lastRegion && cell === lastCell) {
        if (lastLabel !== l) {
          labels[row + x] = lastLabel;
          areas[lastLabel] = (areas[lastLabel] as number) + 1;
          areas[l] = (areas[l] as number) - 1;
        }
        continue;
      }
      let cellsOf = cellLabels.get(l);
      if (!cellsOf) cellLabels.set(l, (cellsOf = new Map()));
      let label = cellsOf.get(cell);
      if (label === undefined) {
        // The region's first cell keeps its label; others get new ones.
        label = cellsOf.size === 0 ? l : groups.length;
        if (label !== l) {
          groups.push(groups[l] as number);
          areas.push(0);
        }
        cellsOf.set(cell, label);
      }
      lastRegion = l;
      lastCell = cell;
      lastLabel = label;
      if (label !== l) {
        labels[row + x] = label;
        areas[label] = (areas[label] as number) + 1;
        areas[l] = (areas[l] as number) - 1;
      }
    }
  }
  return {
    map: { labels, width, height },
    regions: groups.length - 1,
    groups: Int32Array.from(groups),
    areas: Int32Array.from(areas),
  };
}

/**
 * Sums of x and y, px, over each region's pixels (for its centre), and the regions holding a
 * feature (`featured[label]` 1): a small region in the upper part of its
 * drawing, such as an eye, whose only large neighbour is that region (small neighbours, such
 * as the pupil, aside). A face keeps its plain paper so it still reads as a face; a belly
 * with a button low down is patterned.
 */
function regionFacts(scene: SceneLabels): { featured: Uint8Array; sumX: Float64Array; sumY: Float64Array } {
  const { labels, width, height } = scene.map;
  const { areas, groups } = scene;
  const isSmall = (l: number) => (areas[l] as number) < MAX_FEATURE_AREA;
  // The one large neighbour of each small drawing region (-1 once it has two), and the rows
  // each drawing and each small region span.
  const holder = new Int32Array(areas.length);
  const drawings = Math.max(0, ...groups) + 1;
  const drawingTop = new Int32Array(drawings).fill(height);
  const drawingBottom = new Int32Array(drawings);
  const sumX = new Float64Array(areas.length);
  const sumY = new Float64Array(areas.length);
  const note = (a: number, b: number) => {
    if (groups[a] === 0 || !isSmall(a) || isSmall(b)) return;
    const h = holder[a] as number;
    if (h === 0) holder[a] = b;
    else if (h !== b) holder[a] = -1;
  };
  for (let y = 0; y < height; y++) {
    const row = y * width;
    for (let x = 0; x < width; x++) {
      const i = row + x;
      const a = labels[i] as number;
      const g = groups[a] as number;
      sumX[a] = (sumX[a] as number) + x;
      sumY[a] = (sumY[a] as number) + y;
      if (g !== 0) {
        if (y < (drawingTop[g] as number)) drawingTop[g] = y;
        drawingBottom[g] = y;
      }
      const right = x + 1 < width ? (labels[i + 1] as number) : a;
      const down = y + 1 < height ? (labels[i + width] as number) : a;
      if (right !== a) {
        note(a, right);
        note(right, a);
      }
      if (down !== a) {
        note(a, down);
        note(down, a);
      }
    }
  }
  const featured = new Uint8Array(areas.length);
  for (let l = 1; l < holder.length; l++) {
    const h = holder[l] as number;
    if (h <= 0) continue;
    const g = groups[l] as number;
    const top = drawingTop[g] as number;
    const y = (sumY[l] as number) / (areas[l] as number);
    if (y - top <= FACE_SHARE * ((drawingBottom[g] as number) - top)) featured[h] = 1;
  }
  return { featured, sumX, sumY };
}
