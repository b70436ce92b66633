import { DETAIL_LEVELS, type DetailLevel } from '@huebook/shared/constants';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';

import { labelPaper } from './label-ops.ts';
import { expectPageInRange } from './page-checks.test-support.ts';
import { composeOfflineScene, renderOfflinePage } from './render-page.ts';
import type { Placement } from './scene-plan.ts';

/**
 * Parts a child must still see on a page (issue 10): each a point of its drawing, as fractions
 * of the drawing's box (the SVG's drawn extent, as the library stores it) from its top left.
 */
interface DrawingParts {
  prompt: string;
  /** The library drawing the parts belong to (other drawings of the prompt are not checked). */
  id: string;
  /** Drawn extent of the SVG, drawing units: left, top, right, bottom. */
  box: [number, number, number, number];
  /** Parts that must be small regions of their own, pairwise apart, at drawing-unit points. */
  parts: Record<string, [number, number]>;
  /** Largest share of the drawing's box a part's region may cover. */
  maxShare: number;
  /** Larger regions holding the parts (a head, a deck), at drawing-unit points: apart from them. */
  holders: Record<string, [number, number]>;
  /**
   * Wheels, parts too: a point of each and its disc's radii, drawing units. Each wheel's region
   * covers at least `MIN_WHEEL_SHOWN` of its disc: a wheel with a truck's slivers cut into it, or
   * half merged away, does not count.
   */
  wheels?: Record<string, { at: [number, number]; r: [number, number] }>;
}

/** Least share of a wheel's disc its region covers (the rest hidden by a hub, a truck, a rod). */
const MIN_WHEEL_SHOWN = 0.6;

const SIMPLE_PARTS: DrawingParts[] = [
  {
    prompt: 'a peacock',
    id: 'peacock',
    box: [8.3, 31.5, 571.8, 540],
    parts: {
      'lower left feather': [22, 339],
      'upper left feather': [97, 144],
      'upper right feather': [483, 144],
      'lower right feather': [558, 339],
      'lower left eye-spot': [89, 346],
      'lower right eye-spot': [491, 346],
      'left eye': [264, 160],
      'right eye': [316, 160],
      beak: [290, 194],
    },
    maxShare: 0.12,
    holders: { body: [290, 400] },
  },
  {
    prompt: 'a bat',
    id: 'bat',
    box: [28, 17.3, 612, 345],
    parts: {
      'left eye': [288, 134],
      'right eye': [352, 134],
      'left cheek': [262, 170],
      'right cheek': [378, 170],
      mouth: [320, 178],
    },
    maxShare: 0.03,
    holders: { head: [320, 104] },
  },
  {
    prompt: 'a sloth',
    id: 'sloth',
    box: [4.8, 15, 506, 636],
    parts: {
      'left eye': [282, 244],
      'right eye': [358, 244],
      nose: [320, 268],
      'left cheek': [260, 284],
      'right cheek': [380, 284],
      mouth: [320, 300],
    },
    maxShare: 0.03,
    holders: { face: [320, 208] },
  },
  {
    prompt: 'a hamster',
    id: 'hamster',
    box: [48, 32, 412, 432],
    parts: {
      'left eye': [186, 146],
      'right eye': [274, 146],
      nose: [230, 193],
      mouth: [230, 219],
    },
    maxShare: 0.03,
    holders: { face: [230, 112] },
  },
  {
    prompt: 'a spider in a web',
    id: 'spider-in-web',
    box: [26.5, 26.5, 613.5, 613.5],
    parts: {
      'upper right leg': [377, 181],
      'right leg': [459, 263],
      'lower right leg': [459, 377],
      'bottom right leg': [377, 459],
      'bottom left leg': [263, 459],
      'lower left leg': [181, 377],
      'left leg': [181, 263],
      'upper left leg': [263, 181],
      'left eye': [288, 222],
      'right eye': [352, 222],
    },
    maxShare: 0.06,
    holders: {
      head: [320, 186],
      body: [258, 372],
      belly: [320, 400],
      'top web cell': [320, 65],
      'upper right web cell': [500, 140],
      'right web cell': [575, 320],
      'lower right web cell': [500, 500],
      'bottom web cell': [320, 575],
      'lower left web cell': [140, 500],
      'left web cell': [65, 320],
      'upper left web cell': [140, 140],
    },
  },
  {
    prompt: 'a skateboard',
    id: 'skateboard',
    box: [19, 69.5, 515.5, 303.3],
    parts: {
      'near left truck': [125, 221],
      'near right truck': [403, 191],
    },
    maxShare: 0.06,
    holders: { deck: [270, 150] },
    wheels: {
      'near left wheel': { at: [89, 261], r: [32, 40] },
      'near right wheel': { at: [367, 232], r: [32, 40] },
      'far left wheel': { at: [180, 217], r: [25.6, 32] },
      'far right wheel': { at: [459, 188], r: [25.6, 32] },
    },
  },
  {
    prompt: 'a train',
    id: 'steam-train',
    box: [18, 21.3, 654, 458],
    parts: {},
    maxShare: 0.05,
    holders: { tender: [100, 280], cab: [250, 300], boiler: [450, 320] },
    wheels: {
      'first tender wheel': { at: [64, 428], r: [32, 32] },
      'second tender wheel': { at: [140, 428], r: [32, 32] },
      'first big wheel': { at: [198, 404], r: [52, 52] },
      'second big wheel': { at: [394, 404], r: [52, 52] },
      'first small wheel': { at: [452, 446], r: [36, 36] },
      'second small wheel': { at: [534, 446], r: [36, 36] },
    },
  },
];

/** The crab's shell round its smile (drawing units): one plain region at Detailed. */
const CRAB = {
  box: [20.3, 16, 539.8, 396] as [number, number, number, number],
  mouth: [280, 252] as [number, number],
  aroundMouth: [
    [280, 215],
    [230, 270],
    [330, 270],
    [280, 290],
  ] as [number, number][],
};

const SEEDS = [0, 1, 2];

describe('small parts kept at Simple (issue 10)', () => {
  for (const drawing of SIMPLE_PARTS)
    it(`keeps ${drawing.prompt}'s named parts as regions of their own`, async () => {
      let checked = 0;
      for (const seed of SEEDS) {
        const page = await pageRegions(drawing.prompt, seed, 'simple');
        const subject = page.placements.find((p) => p.role === 'main' && p.entry.id === drawing.id);
        if (!subject) continue;
        checked++;
        const label = `${drawing.prompt} #${seed}`;
        const boxArea = boxWidth(subject) * subject.height;
        // Page px per drawing unit.
        const scale = subject.height / (drawing.box[3] - drawing.box[1]);
        const wheels = Object.entries(drawing.wheels ?? {});
        const points = {
          ...drawing.holders,
          ...drawing.parts,
          ...Object.fromEntries(wheels.map(([k, w]) => [k, w.at])),
        };
        const seen = new Map<number, string>();
        for (const [part, point] of Object.entries(points)) {
          const l = page.labelAt(subject, drawing.box, point);
          expect(seen.get(l), `${label}: ${part} merged into the ${seen.get(l) ?? ''}`).toBeUndefined();
          seen.set(l, part);
          if (!(part in drawing.holders))
            expect(page.areas[l], `${label}: ${part}`).toBeLessThan(drawing.maxShare * boxArea);
        }
        for (const [wheel, { at, r }] of wheels) {
          const disc = Math.PI * r[0] * r[1] * scale * scale;
          const area = page.areas[page.labelAt(subject, drawing.box, at)] as number;
          expect(area, `${label}: ${wheel} shown`).toBeGreaterThan(MIN_WHEEL_SHOWN * disc);
        }
      }
      expect(checked, `${drawing.prompt}: pages showing ${drawing.id}`).toBeGreaterThanOrEqual(2);
    });

  it('keeps the crab’s smile on plain shell at Detailed, though it is low in the drawing', async () => {
    for (const seed of SEEDS) {
      const page = await pageRegions('a crab', seed, 'detailed');
      const crab = page.placements.find((p) => p.role === 'main' && p.entry.id === 'crab');
      expect(crab, `a crab #${seed}`).toBeDefined();
      if (!crab) continue;
      const shell = CRAB.aroundMouth.map((point) => page.labelAt(crab, CRAB.box, point));
      expect(new Set(shell).size, `a crab #${seed}: shell round the smile in one piece`).toBe(1);
      expect(page.labelAt(crab, CRAB.box, CRAB.mouth), `a crab #${seed}: the smile`).not.toBe(shell[0]);
    }
  });

  for (const prompt of [...SIMPLE_PARTS.map((d) => d.prompt), 'a crab'])
    it(`draws ${prompt} pure black and white, in range, at every level`, async () => {
      for (const detail of DETAIL_LEVELS)
        for (const seed of SEEDS) {
          const page = await renderOfflinePage(prompt, { seed, detail });
          await expectPageInRange(page.image, detail, `${prompt} ${detail} #${seed}`);
        }
    });
});

/** Width of a placement's drawing on the page, px. */
function boxWidth(p: Placement): number {
  return (p.height * p.entry.width) / p.entry.height;
}

/**
 * A page's paper regions as a child sees them (ink given to the nearest region), its
 * placements, and the region at a drawing-unit point of a placed drawing whose drawn extent is
 * `box` (mirrored with the drawing when it is).
 */
async function pageRegions(prompt: string, seed: number, detail: DetailLevel) {
  const page = await renderOfflinePage(prompt, { seed, detail });
  const scene = await composeOfflineScene(prompt, { seed, detail });
  const { data, info } = await sharp(page.image)
    .extractChannel(0)
    .raw()
    .toBuffer({ resolveWithObject: true });
  const map = labelPaper({ data: new Uint8Array(data), width: info.width, height: info.height }, 127);
  const labelAt = (p: Placement, box: [number, number, number, number], [u, v]: [number, number]) => {
    const [left, top, right, bottom] = box;
    const fx = (u - left) / (right - left);
    const fy = (v - top) / (bottom - top);
    const width = boxWidth(p);
    const x = Math.round(p.x - width / 2 + (p.isMirrored ? 1 - fx : fx) * width);
    const y = Math.round(p.bottom - p.height + fy * p.height);
    return map.labels[y * map.width + x] as number;
  };
  return { placements: scene.placements, areas: map.areas, labelAt };
}
