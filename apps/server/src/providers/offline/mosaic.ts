import type { SceneLabels } from './compose-scene.ts';
import { between, type Random } from './prng.ts';

/**
 * The stained-glass background of a detailed page: the backdrop's large open regions (sky,
 * ground, water) cut into Voronoi cells around jittered grid points, as adult colouring books
 * fill their backgrounds with mosaic, so a page reaches its level's region count without
 * shrinking the subject. Only backdrop regions (group 0) are cut; drawings stay whole.
 */

/** Backdrop regions smaller than this share of the page stay whole. */
const MIN_SHARE = 0.03;
/** Smallest cell side, px: a cell must stay well above `MIN_COLORABLE_REGION_PX` once outlined. */
const MIN_CELL = 48;

/**
 * Cuts the large backdrop regions into about `cells` cells in all. Returns a new scene; cell
 * labels keep group 0. Pieces of a cell cut off by other outlines keep one label and are
 * split by the caller's `relabelConnected`.
 */
export function addMosaic(scene: SceneLabels, cells: number, random: Random): SceneLabels {
  const { width, height } = scene.map;
  const labels = new Int32Array(scene.map.labels);
  const area = scene.areas;
  const isOpen = new Uint8Array(scene.groups.length);
  let openArea = 0;
  for (let l = 1; l < area.length; l++) {
    if (scene.groups[l] === 0 && (area[l] as number) >= MIN_SHARE * width * height) {
      isOpen[l] = 1;
      openArea += area[l] as number;
    }
  }
  if (cells <= 0 || openArea === 0) return scene;
  const side = Math.max(MIN_CELL, Math.sqrt(openArea / cells));
  const columns = Math.ceil(width / side) + 1;
  const rows = Math.ceil(height / side) + 1;
  const seedX = new Float64Array(columns * rows);
  const seedY = new Float64Array(columns * rows);
  for (let r = 0; r < rows; r++)
    for (let c = 0; c < columns; c++) {
      seedX[r * columns + c] = (c + between(random, 0.15, 0.85)) * side;
      seedY[r * columns + c] = (r + between(random, 0.15, 0.85)) * side;
    }
  const groups = Array.from(scene.groups);
  // One label per (region, cell) pair, made on first sight.
  const cellLabel = new Map<number, number>();
  let lastKey = -1;
  let lastLabel = 0;
  for (let y = 0; y < height; y++) {
    const row = Math.floor(y / side);
    for (let x = 0; x < width; x++) {
      const i = y * width + x;
      const l = labels[i] as number;
      if (isOpen[l] !== 1) continue;
      const column = Math.floor(x / side);
      let best = 0;
      let bestDistance = Infinity;
      for (let r = Math.max(0, row - 1); r <= Math.min(rows - 1, row + 1); r++)
        for (let c = Math.max(0, column - 1); c <= Math.min(columns - 1, column + 1); c++) {
          const k = r * columns + c;
          const dx = (seedX[k] as number) - x;
          const dy = (seedY[k] as number) - y;
          const distance = dx * dx + dy * dy;
          if (distance < bestDistance) {
            bestDistance = distance;
            best = k;
          }
        }
      const key = l * columns * rows + best;
      if (key !== lastKey) {
        let label = cellLabel.get(key);
        if (label === undefined) {
          label = groups.length;
          groups.push(0);
          cellLabel.set(key, label);
        }
        lastKey = key;
        lastLabel = label;
      }
      labels[i] = lastLabel;
    }
  }
  const areas = new Int32Array(groups.length);
  for (let i = 0; i < labels.length; i++)
    areas[labels[i] as number] = (areas[labels[i] as number] as number) + 1;
  return {
    map: { labels, width, height },
    regions: groups.length - 1,
    groups: Int32Array.from(groups),
    areas,
  };
}
