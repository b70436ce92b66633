import type { InkMask } from './gray-image.ts';
import type { LabImage } from './lab.ts';
import { dilate } from './morphology.ts';
import { drawRegionBoundaries, markBoundaries } from './region-lines.ts';
import type { CountedLabelMap } from './slic.ts';

/** Weight of L* in the colour difference between two regions: shading matters less than hue. */
const LIGHTNESS_WEIGHT = 0.6;

/**
 * The page's outlines with a visual hierarchy: every boundary of `map` (page scale) drawn
 * `lineWidth` px wide (`drawRegionBoundaries`), and those between two regions whose mean colours
 * in the photo (`lab`, `scale` times smaller) differ by at least `boldStep` (ΔE, L* weighted
 * 0.6) drawn `boldWidth` px wide over them. Shapes (a sheep against grass, a ridge against the
 * sky) then read at a glance among the thinner lines that split one surface (wool, rock, bark)
 * into patches to colour, as a colouring book draws its contours bolder than the detail inside.
 * `boldWidth` at most `lineWidth` draws one weight. Closed as `drawRegionBoundaries`: the bold
 * ink only adds to it.
 */
export function drawOutlines(
  map: CountedLabelMap,
  lab: LabImage,
  scale: number,
  lineWidth: number,
  boldWidth: number,
  boldStep: number,
): InkMask {
  const mask = drawRegionBoundaries(map, lineWidth);
  if (boldWidth <= lineWidth) return mask;
  const { labels, width, height, count } = map;
  const mean = regionColours(map, lab, scale);
  const isBold = (p: number, q: number): boolean => {
    const dl = ((mean[3 * p] as number) - (mean[3 * q] as number)) * LIGHTNESS_WEIGHT;
    const da = (mean[3 * p + 1] as number) - (mean[3 * q + 1] as number);
    const db = (mean[3 * p + 2] as number) - (mean[3 * q + 2] as number);
    return dl * dl + da * da + db * db >= boldStep * boldStep;
  };
  const memo = new Map<number, boolean>();
  const bold = (p: number, q: number): boolean => {
    const key = p < q ? p * count + q : q * count + p;
    let value = memo.get(key);
    if (value === undefined) memo.set(key, (value = isBold(p, q)));
    return value;
  };
  const isEven = boldWidth % 2 === 0;
  const marked = markBoundaries(map, isEven);
  const seeds = new Uint8Array(width * height);
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      const i = y * width + x;
      if (!marked[i]) continue;
      const p = labels[i] as number;
      for (const j of [
        x + 1 < width ? i + 1 : -1,
        y + 1 < height ? i + width : -1,
        x > 0 ? i - 1 : -1,
        i - width,
      ])
        if (j >= 0 && (labels[j] as number) !== p && bold(p, labels[j] as number)) seeds[i] = 1;
    }
  const thick = dilate({ ink: seeds, width, height }, Math.floor((boldWidth - 1) / 2)).ink;
  for (let i = 0; i < thick.length; i++) if (thick[i]) mask.ink[i] = 1;
  return mask;
}

/** Mean L*, a*, b* of each region of `map` (page scale) over `lab`, `scale` times smaller. */
function regionColours(map: CountedLabelMap, lab: LabImage, scale: number): Float64Array {
  const { labels, width, height, count } = map;
  const sum = new Float64Array(count * 3);
  const size = new Float64Array(count);
  for (let y = 0; y < height; y++) {
    const row = Math.min(lab.height - 1, Math.floor(y / scale)) * lab.width;
    for (let x = 0; x < width; x++) {
      const r = labels[y * width + x] as number;
      const k = row + Math.min(lab.width - 1, Math.floor(x / scale));
      size[r] = (size[r] as number) + 1;
      sum[3 * r] = (sum[3 * r] as number) + (lab.l[k] as number);
      sum[3 * r + 1] = (sum[3 * r + 1] as number) + (lab.a[k] as number);
      sum[3 * r + 2] = (sum[3 * r + 2] as number) + (lab.b[k] as number);
    }
  }
  for (let r = 0; r < count; r++)
    for (let c = 0; c < 3; c++) sum[3 * r + c] = (sum[3 * r + c] as number) / Math.max(1, size[r] as number);
  return sum;
}
