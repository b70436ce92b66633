import sharp from 'sharp';

import { labelPaper } from './label-ops.ts';
import { composeOfflineScene, renderOfflinePage } from './render-page.ts';
import type { Placement } from './scene-plan.ts';

/** Share of a drawing's height, from its top, where its face is looked for. */
const HEAD_SHARE = 0.55;

/** A Simple page's subjects (main and beside, in the scene's order) and their face parts. */
export interface SubjectFaces {
  subject: Placement;
  /** Face parts counted on the page in the subject's head. */
  parts: number;
}

/**
 * Face parts of each subject on a Simple page as a child sees them: paper regions of the PNG
 * enclosed by one other region (an eye in a face, a mouth, a cheek) whose centre lies in the top
 * 55% of the subject's box (`HEAD_SHARE`), one entry per placed subject, so two copies of one
 * drawing are counted apart. For tests of faces kept at Simple.
 */
export async function facePartsOnSimplePage(prompt: string, seed: number): Promise<SubjectFaces[]> {
  const page = await renderOfflinePage(prompt, { seed, detail: 'simple' });
  const scene = await composeOfflineScene(prompt, { seed, detail: 'simple' });
  const { data, info } = await sharp(page.image)
    .extractChannel(0)
    .raw()
    .toBuffer({ resolveWithObject: true });
  const map = labelPaper({ data: new Uint8Array(data), width: info.width, height: info.height }, 127);
  const { labels, width, height, regions } = map;
  // Neighbours of each region across its outline (ink is given to the nearest region).
  const first = new Int32Array(regions + 1).fill(-1);
  const isMany = new Uint8Array(regions + 1);
  const meet = (a: number, b: number) => {
    if (first[a] === -1) first[a] = b;
    else if (first[a] !== b) isMany[a] = 1;
  };
  const sumX = new Float64Array(regions + 1);
  const sumY = new Float64Array(regions + 1);
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      const i = y * width + x;
      const l = labels[i] as number;
      sumX[l] = (sumX[l] as number) + x;
      sumY[l] = (sumY[l] as number) + y;
      // The page's edge counts as a neighbour: nothing touching it is enclosed.
      if (x === 0 || y === 0 || x === width - 1 || y === height - 1) meet(l, 0);
      const right = labels[i + 1] as number;
      if (x + 1 < width && right !== l) {
        meet(l, right);
        meet(right, l);
      }
      const below = labels[i + width] as number;
      if (y + 1 < height && below !== l) {
        meet(l, below);
        meet(below, l);
      }
    }
  const faces = scene.placements
    .filter((p) => p.role === 'main' || p.role === 'beside')
    .map((subject) => ({ subject, parts: 0 }));
  for (let l = 1; l <= regions; l++) {
    if (isMany[l] === 1 || first[l] === -1) continue;
    const area = map.areas[l] as number;
    const cx = (sumX[l] as number) / area;
    const cy = (sumY[l] as number) / area;
    const owner = faces.find(({ subject }) => isInHead(subject, cx, cy));
    if (owner) owner.parts += 1;
  }
  return faces;
}

function isInHead(p: Placement, x: number, y: number): boolean {
  const half = (p.height * p.entry.width) / p.entry.height / 2;
  const top = p.bottom - p.height;
  return Math.abs(x - p.x) < half && y >= top && y < top + HEAD_SHARE * p.height;
}
