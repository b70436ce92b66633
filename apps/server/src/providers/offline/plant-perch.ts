import type { SceneLabels } from './compose-scene.ts';
import type { LibraryEntry } from './library/library.ts';
import { between, type Random } from './prng.ts';
import { inkGroup, num, PAGE, path, smoothClosedD, type Point } from './procedural/svg-kit.ts';
import type { Placement } from './scene-plan.ts';

/**
 * A small creature resting on a plant ("a butterfly on a flower", "a bee on a flower", "a
 * ladybug on a leaf"), drawn as a picture book draws it: the plant large in the middle of the
 * page (a flower head on a tall stem with two leaves, a big leaf), the creature large too,
 * resting on the flower's head or on the leaf, both whole and clear, rather than the creature
 * pasted over a small flower at its feet.
 */

/**
 * Library drawings of a whole flower's head alone (no stem): drawn on a stem of our own;
 * `flower-3`, many narrow petals round a disc, is the daisy.
 */
const FLOWER_HEADS = new Set(['flower', 'funny-flower', 'flower-3']);
/** Height of a flower's head, share of the page. */
const HEAD_HEIGHT = 0.36;
/** Height of the resting creature, share of the page. */
const RIDER_HEIGHT = 0.3;
/** How far the creature's feet come down over the head's top, share of the head's height. */
const RIDER_OVERLAP = 0.03;
/** Top of the creature, px from the page's top. */
const TOP = 56;
/** Height of a plant shown whole (a leaf, tulips), share of the page. */
const PLANT_HEIGHT = 0.58;
/** Bottom of a plant shown whole, px from the page's top. */
const PLANT_BOTTOM = PAGE - 48;
/**
 * How far down a plant shown whole the creature's feet rest, share of its height: on a leaf's
 * middle, just over the heads of flowers drawn whole (tulips).
 */
const PLANT_REST = { leaf: 0.32, flower: 0.06 };
/** Half the stem's width, px. */
const STEM_HALF = 13;
/** Length of each leaf on the stem, px. */
const LEAF_LENGTH = 120;

/** Whether a drawing is a plant a small creature rests on (a flower, a leaf), not a tree. */
export function isRestingPlant(entry: LibraryEntry): boolean {
  return entry.category === 'plants' && !entry.keywords.includes('tree');
}

/** Whether the library drawing is a flower's head alone, to be drawn on a stem (`stemSvg`). */
export function isFlowerHead(entry: LibraryEntry): boolean {
  return FLOWER_HEADS.has(entry.id);
}

/**
 * Library drawings of a flower drawn whole on its own stem, clean enough to stand large beside a
 * subject: tulips, a daffodil, our own sunflower (the clip-art bunch `flowers` is ragged at that
 * size, the rose has no stem).
 */
const WHOLE_FLOWERS = new Set(['tulips', 'daffodil', 'sunflower']);

/**
 * Whether the library drawing is a flower drawn whole (`WHOLE_FLOWERS`): one to stand beside a
 * subject, where a flower's head alone would hang in the air.
 */
export function isWholeFlower(entry: LibraryEntry): boolean {
  return WHOLE_FLOWERS.has(entry.id);
}

/**
 * The plant and the creature resting on it, centred on the page (px): a flower's head
 * `HEAD_HEIGHT` of the page high with the creature `RIDER_HEIGHT` high on its top and a stem down
 * to `stemFoot` (the ground, or the page's foot); a plant drawn whole (a leaf) `PLANT_HEIGHT`
 * high, the creature on its upper part. `rider` is moved in place; returns the plant's placement.
 */
export function restOnPlant(
  plant: LibraryEntry,
  rider: Placement,
  groundY: number,
  random: Random,
): Placement {
  const x = PAGE / 2 + between(random, -0.03, 0.03) * PAGE;
  const isMirrored = random() < 0.5;
  rider.x = x;
  if (isFlowerHead(plant)) {
    rider.height = RIDER_HEIGHT * PAGE;
    rider.bottom = TOP + rider.height;
    const height = HEAD_HEIGHT * PAGE;
    const bottom = rider.bottom - RIDER_OVERLAP * height + height;
    return {
      entry: plant,
      x,
      bottom,
      height,
      isMirrored,
      role: 'under',
      stemFoot: Math.min(PAGE - 40, Math.max(bottom + 160, groundY + 140)),
    };
  }
  const height = PLANT_HEIGHT * PAGE;
  rider.height = RIDER_HEIGHT * PAGE;
  const rest = plant.keywords.includes('leaf') ? PLANT_REST.leaf : PLANT_REST.flower;
  rider.bottom = PLANT_BOTTOM - height + rest * height;
  return { entry: plant, x, bottom: PLANT_BOTTOM, height, isMirrored, role: 'under' };
}

/**
 * SVG elements (white fills, black strokes, painter's order) of the stem a flower's head stands
 * on: from the head's centre down to its `stemFoot`, gently bent, with a leaf on each side whose
 * midrib runs from its base to its tip, so each leaf is two regions to color. Empty for a
 * placement without a stem.
 */
export function stemSvg(p: Placement): string {
  if (p.stemFoot === undefined) return '';
  const top = p.bottom - p.height / 2;
  const foot = p.stemFoot;
  const bend = (t: number) => p.x + Math.sin(t * Math.PI) * 14;
  const steps = 12;
  const left: Point[] = [];
  const right: Point[] = [];
  for (let i = 0; i <= steps; i++) {
    const t = i / steps;
    const y = top + (foot - top) * t;
    left.push({ x: bend(t) - STEM_HALF, y });
    right.push({ x: bend(t) + STEM_HALF, y });
  }
  const stemD = `M${[...left, ...right.reverse()].map((q) => `${num(q.x)} ${num(q.y)}`).join(' L')}Z`;
  const leaves: string[] = [];
  const below = p.bottom - 10;
  for (const [side, at] of [
    [-1, 0.35],
    [1, 0.6],
  ] as const) {
    const y0 = below + (foot - below) * at;
    const t = (y0 - top) / (foot - top);
    const base = { x: bend(t) + side * (STEM_HALF - 2), y: y0 };
    const tip = { x: base.x + side * LEAF_LENGTH, y: y0 - LEAF_LENGTH * 0.55 };
    const mid = { x: (base.x + tip.x) / 2, y: (base.y + tip.y) / 2 };
    const normal = { x: (tip.y - base.y) / LEAF_LENGTH, y: -(tip.x - base.x) / LEAF_LENGTH };
    const width = 0.42 * LEAF_LENGTH;
    const a = { x: mid.x + normal.x * width * 0.5, y: mid.y + normal.y * width * 0.5 };
    const b = { x: mid.x - normal.x * width * 0.5, y: mid.y - normal.y * width * 0.5 };
    leaves.push(path(smoothClosedD([base, a, tip, b])));
    leaves.push(
      path(`M${num(base.x)} ${num(base.y)} Q${num(mid.x)} ${num(mid.y + 6)} ${num(tip.x)} ${num(tip.y)}`),
    );
  }
  return inkGroup([...leaves, path(stemD)]);
}

/**
 * Stems of a page (`stemSvg` of each placement) as their own regions, laid behind the drawings
 * already pasted on `scene` and over its backdrop: each stem and leaf region is pasted only on
 * backdrop pixels (group 0), as one more drawing group after the page's last, so it merges like a
 * drawing's (a fence's rails behind it do not join it) and a backdrop flower under it is left out
 * (`coveredBy`). `stems` is what `stemLabels` returned; the scene is returned unchanged when
 * there are none.
 */
export function pasteStemsBehind(scene: SceneLabels, stems: SceneLabels | null): SceneLabels {
  if (!stems) return scene;
  const labels = new Int32Array(scene.map.labels);
  const outside = stems.map.labels[0] as number;
  const group = Math.max(0, ...scene.groups) + 1;
  const offset = scene.regions;
  const ids = new Map<number, number>();
  const areas = Array.from(scene.areas);
  for (let i = 0; i < labels.length; i++) {
    const s = stems.map.labels[i] as number;
    if (s === outside) continue;
    const old = labels[i] as number;
    if ((scene.groups[old] as number) !== 0) continue;
    let id = ids.get(s);
    if (id === undefined) {
      id = offset + ids.size + 1;
      ids.set(s, id);
      areas.push(0);
    }
    areas[old] = (areas[old] as number) - 1;
    areas[id] = (areas[id] as number) + 1;
    labels[i] = id;
  }
  return {
    map: { labels, width: scene.map.width, height: scene.map.height },
    regions: offset + ids.size,
    groups: Int32Array.from([...scene.groups, ...Array.from({ length: ids.size }, () => group)]),
    areas: Int32Array.from(areas),
  };
}
