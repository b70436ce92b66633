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
/** Smallest region patterned, share of its drawing's box: an owl's big eyes stay plain. */
const MIN_DRAWING_SHARE = 0.03;
/** Smallest cell, px² (about 26 × 26): its paper stays well above `MIN_PAPER_PX` once outlined. */
const MIN_CELL_AREA = 700;
/** Smallest cell on a page with no ground, px² (20 × 20: 16 × 16 of paper once outlined). */
const MIN_FLOATING_CELL_AREA = 400;
/** Narrowest band, px. */
const MIN_BAND = 22;
/** Fewest cells worth patterning a region with. */
const MIN_CELLS = 3;
/** Backdrop regions under this share of the page stay whole (trees, houses, clouds). */
const MIN_BACKDROP_SHARE = 0.04;
/** Highest a backdrop region's centre may lie above the ground line and take fields, px. */
const HILL_REACH = 220;
/** Narrowest row of fields on the ground, px. */
const MIN_FIELD_ROW = 40;
/** Largest feature (an eye, a button), px: the region holding one stays plain. */
const MAX_FEATURE_AREA = 2500;
/** Share of a drawing's height, from its top, where a feature marks a face. */
const FACE_SHARE = 0.55;
/**
 * Share of a holding region's own height, from its top, where a feature marks a face too: a
 * face drawn low in its drawing, on the body (a crab's smile under eyes on stalks), is still in
 * the top of the shape holding it, while spots and buttons lower down are patterned round.
 */
const HOLDER_FACE_SHARE = 0.45;
/** Margin of plain paper round a face's features, share of its drawing's height. */
const FACE_MARGIN = 0.06;
/** A region holding a face is patterned only when it is this many times the face's disc. */
const FACE_ROOM = 1.6;

/** The plain disc round a region's face features (eyes, a beak), px. */
interface Face {
  x: number;
  y: number;
  r: number;
}

/**
 * Fills the large regions of the scene's drawings (groups ≥ 1) and its large backdrop regions
 * on or near the ground (centre below `groundY - HILL_REACH`, px; none when the setting has no
 * ground) other than the sky (the label covering most of the top row) with patterns, about
 * `cells` cells in all, shared by area. Returns a new scene; cells keep their region's group.
 */
export function addRegionPatterns(
  scene: SceneLabels,
  cells: number,
  random: Random,
  groundY: number,
): SceneLabels {
  const { width, height } = scene.map;
  const { areas, groups } = scene;
  const sky = topLabel(scene);
  const { faces, sumX, sumY, drawingAreas } = regionFacts(scene);
  const chosen: number[] = [];
  let drawn = 0;
  let ground = 0;
  for (let l = 1; l < areas.length; l++) {
    const area = areas[l] as number;
    const isBackdrop = groups[l] === 0;
    if (area < (isBackdrop ? MIN_BACKDROP_SHARE * width * height : MIN_PATTERNED_AREA)) continue;
    // Only the ground and the hills near it take fields: open sky, space, water and walls
    // cut into pieces stay plain.
    if (isBackdrop && (groundY >= height || (sumY[l] as number) / area < groundY - HILL_REACH)) continue;
    // Eyes and paws stay plain however large the drawing is drawn.
    if (!isBackdrop && area < MIN_DRAWING_SHARE * (drawingAreas[groups[l] as number] as number)) continue;
    if (l === sky) continue;
    // A body drawn as one region with the eye (a duck, an owl) is patterned round a plain face.
    const face = faces.get(l);
    if (face && area < FACE_ROOM * Math.PI * face.r * face.r) continue;
    chosen.push(l);
    if (isBackdrop) ground += area;
    else drawn += area;
  }
  if (cells <= 0 || chosen.length === 0) return scene;
  // The drawings take the cells, as small as they must; the ground only what they cannot.
  // With no ground to take fields (space, sky, under the sea), the drawings take smaller cells.
  const drawnCells = Math.min(cells, drawn / (groundY >= height ? MIN_FLOATING_CELL_AREA : MIN_CELL_AREA));
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
  return paintPatterns(scene, patterns, faces);
}

/**
 * Every pixel of a patterned region relabelled by its (region, cell) pair, except those of the
 * region's face disc (`faces`), which keep the region's label.
 */
function paintPatterns(
  scene: SceneLabels,
  patterns: Map<number, Pattern>,
  faces: Map<number, Face>,
): SceneLabels {
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
      const face = faces.get(l);
      if (face && (x - face.x) ** 2 + (y - face.y) ** 2 < face.r * face.r) {
        // The face keeps the region's label; the next cell pixel looks its cell up afresh.
        lastRegion = -1;
        continue;
      }
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
        label = cellsOf.size === 0 && !faces.has(l) ? l : groups.length;
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
 * Sums of x and y, px, over each region's pixels (for its centre), and the faces: for each
 * region holding features (small regions whose only large neighbour is that region, small
 * neighbours such as the pupil aside, lying in the upper `FACE_SHARE` of their drawing, such as
 * an eye, or in the upper `HOLDER_FACE_SHARE` of the region holding them, such as a crab's
 * mouth on its shell), the disc round them with a margin. A face keeps its plain paper so it
 * still reads as a face wherever the drawing has it; a belly with a button low down is
 * patterned.
 */
function regionFacts(scene: SceneLabels): {
  faces: Map<number, Face>;
  sumX: Float64Array;
  sumY: Float64Array;
  /** Area of each drawing's box, px, by group. */
  drawingAreas: Float64Array;
} {
  const { labels, width, height } = scene.map;
  const { areas, groups } = scene;
  const isSmall = (l: number) => (areas[l] as number) < MAX_FEATURE_AREA;
  // The one large neighbour of each small drawing region (-1 once it has two), and the rows
  // each drawing and each small region span.
  const holder = new Int32Array(areas.length);
  const drawings = Math.max(0, ...groups) + 1;
  const drawingTop = new Int32Array(drawings).fill(height);
  const drawingBottom = new Int32Array(drawings);
  const drawingLeft = new Int32Array(drawings).fill(width);
  const drawingRight = new Int32Array(drawings);
  const sumX = new Float64Array(areas.length);
  const sumY = new Float64Array(areas.length);
  // Rows each region spans (for a holder's upper part).
  const regionTop = new Int32Array(areas.length).fill(height);
  const regionBottom = new Int32Array(areas.length);
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
      if (y < (regionTop[a] as number)) regionTop[a] = y;
      regionBottom[a] = y;
      if (g !== 0) {
        if (y < (drawingTop[g] as number)) drawingTop[g] = y;
        drawingBottom[g] = y;
        if (x < (drawingLeft[g] as number)) drawingLeft[g] = x;
        if (x > (drawingRight[g] as number)) drawingRight[g] = x;
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
  // Each holder's features, as the disc that holds them all with a margin: its face.
  const spots = new Map<number, { x: number; y: number; size: number }[]>();
  for (let l = 1; l < holder.length; l++) {
    const h = holder[l] as number;
    if (h <= 0) continue;
    const g = groups[l] as number;
    const top = drawingTop[g] as number;
    const y = (sumY[l] as number) / (areas[l] as number);
    const holderTop = regionTop[h] as number;
    const isHigh = y - top <= FACE_SHARE * ((drawingBottom[g] as number) - top);
    if (!isHigh && y - holderTop > HOLDER_FACE_SHARE * ((regionBottom[h] as number) - holderTop)) continue;
    const list = spots.get(h) ?? [];
    list.push({ x: (sumX[l] as number) / (areas[l] as number), y, size: Math.sqrt(areas[l] as number) });
    spots.set(h, list);
  }
  const faces = new Map<number, Face>();
  for (const [h, list] of spots) {
    const x = list.reduce((sum, f) => sum + f.x, 0) / list.length;
    const y = list.reduce((sum, f) => sum + f.y, 0) / list.length;
    const g = groups[h] as number;
    const margin = FACE_MARGIN * ((drawingBottom[g] as number) - (drawingTop[g] as number));
    const r = Math.max(...list.map((f) => Math.hypot(f.x - x, f.y - y) + f.size)) + margin;
    faces.set(h, { x, y, r });
  }
  const drawingAreas = new Float64Array(drawings);
  for (let g = 1; g < drawings; g++)
    drawingAreas[g] =
      Math.max(0, (drawingRight[g] as number) - (drawingLeft[g] as number)) *
      Math.max(0, (drawingBottom[g] as number) - (drawingTop[g] as number));
  return { faces, sumX, sumY, drawingAreas };
}
