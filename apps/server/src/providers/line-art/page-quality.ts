/**
 * How good a coloring page is, in numbers a person would check by eye (issue 10): how many
 * regions there are to color, how much of the paper is inside closed regions, how much is ink,
 * how many stray specks and open line ends it has. Used by the tests and by
 * `npm run bench -- page-quality`; production code uses only its constants (`finalizePage`
 * cleans OpenAI's drawings to the same thresholds).
 *
 * Definitions, on a page of pure black (0) and white (255) pixels:
 * - **margin**: white 4-connected components lying wholly outside the bounding box of the ink,
 *   such as the letterbox bands above and below a wide photo. They are not part of the drawing.
 * - **region**: any other white 4-connected component (the paper's edge bounds a region as a
 *   line does). A region is **colorable** when it has at least `MIN_COLORABLE_REGION_PX` pixels
 *   (about 12 × 12 on a 1024² page: a fingertip's tap lands in it).
 * - **closed white share**: white pixels in colorable regions no larger than
 *   `MAX_REGION_SHARE` of the page, over all white pixels outside the margin. A page whose
 *   outlines leak has one region that swallows the sheet; a page of broken lines has its white
 *   in slivers: both score low.
 * - **specks**: ink 8-connected components under `SPECK_PX` pixels.
 * - **open ends**: end points of the ink's skeleton (Zhang–Suen thinning, Zhang & Suen 1984)
 *   whose branch runs at least `MIN_END_BRANCH_PX` pixels before a junction, so the short
 *   spurs thinning leaves on thick strokes are not counted. A closed outline has none.
 */

/** Smallest colorable region, pixels of a 1024² page. */
export const MIN_COLORABLE_REGION_PX = 150;
/** A region above this share of the page is the sheet itself, not a region (0–1). */
export const MAX_REGION_SHARE = 0.5;
/** Ink components under this many pixels are specks. */
export const SPECK_PX = 30;
/** Skeleton branches shorter than this (pixels) are thinning spurs, not open ends. */
export const MIN_END_BRANCH_PX = 8;

export interface PageQuality {
  width: number;
  height: number;
  /** Colorable regions (see the module's definitions). */
  regions: number;
  /** Share of the page (0–1) that is ink. */
  lineShare: number;
  specks: number;
  openEnds: number;
  /** Share of the drawing's white (0–1) inside colorable, closed regions. */
  closedWhiteShare: number;
  /** Whether every pixel is exactly 0 or 255. */
  isPureBlackAndWhite: boolean;
}

/**
 * Measures a page given as one grey byte per pixel, row-major, `width × height`. Pixels other
 * than 0 count as white (< 128 as ink) for the region measures; `isPureBlackAndWhite` says
 * whether that rounding was needed.
 */
export function measurePage(gray: Uint8Array, width: number, height: number): PageQuality {
  const n = width * height;
  const ink = new Uint8Array(n);
  let isPure = true;
  let inkCount = 0;
  let minX = width;
  let minY = height;
  let maxX = -1;
  let maxY = -1;
  for (let i = 0; i < n; i++) {
    const v = gray[i] as number;
    if (v !== 0 && v !== 255) isPure = false;
    if (v < 128) {
      ink[i] = 1;
      inkCount++;
      const x = i % width;
      const y = (i - x) / width;
      if (x < minX) minX = x;
      if (x > maxX) maxX = x;
      if (y < minY) minY = y;
      if (y > maxY) maxY = y;
    }
  }

  const whiteComponents = components(ink, width, height, 0, 4);
  let regions = 0;
  let drawingWhite = 0;
  let closedWhite = 0;
  for (const c of whiteComponents) {
    const isMargin = c.maxX < minX || c.minX > maxX || c.maxY < minY || c.minY > maxY;
    if (isMargin) continue;
    drawingWhite += c.size;
    if (c.size >= MIN_COLORABLE_REGION_PX) {
      regions++;
      if (c.size <= MAX_REGION_SHARE * n) closedWhite += c.size;
    }
  }
  const specks = components(ink, width, height, 1, 8).filter((c) => c.size < SPECK_PX).length;
  return {
    width,
    height,
    regions,
    lineShare: inkCount / n,
    specks,
    openEnds: countOpenEnds(thin(ink, width, height), width, height),
    closedWhiteShare: drawingWhite === 0 ? 0 : closedWhite / drawingWhite,
    isPureBlackAndWhite: isPure,
  };
}

/** `measurePage` of a PNG (or any picture sharp reads), on its first channel. */
export async function measurePagePng(image: Buffer): Promise<PageQuality> {
  const { default: sharp } = await import('sharp');
  const { data, info } = await sharp(image).raw().toBuffer({ resolveWithObject: true });
  const gray = new Uint8Array(info.width * info.height);
  let isPure = true;
  for (let i = 0; i < gray.length; i++) gray[i] = data[i * info.channels] as number;
  for (const v of data) if (v !== 0 && v !== 255) isPure = false;
  const quality = measurePage(gray, info.width, info.height);
  return { ...quality, isPureBlackAndWhite: quality.isPureBlackAndWhite && isPure };
}

/** Colorable regions of a page PNG: what `DETAIL_REGION_RANGES` bounds. */
export async function countColorableRegions(image: Buffer): Promise<number> {
  return (await measurePagePng(image)).regions;
}

interface Component {
  size: number;
  minX: number;
  minY: number;
  maxX: number;
  maxY: number;
}

/** Connected components of pixels whose `mask` value is `value`, by an explicit-stack fill. */
function components(
  mask: Uint8Array,
  width: number,
  height: number,
  value: 0 | 1,
  connectivity: 4 | 8,
): Component[] {
  const n = width * height;
  const seen = new Uint8Array(n);
  const stack = new Int32Array(n);
  const found: Component[] = [];
  for (let start = 0; start < n; start++) {
    if (seen[start] || mask[start] !== value) continue;
    let top = 0;
    stack[top++] = start;
    seen[start] = 1;
    const c: Component = { size: 0, minX: width, minY: height, maxX: -1, maxY: -1 };
    while (top > 0) {
      const p = stack[--top] as number;
      const x = p % width;
      const y = (p - x) / width;
      c.size++;
      if (x < c.minX) c.minX = x;
      if (x > c.maxX) c.maxX = x;
      if (y < c.minY) c.minY = y;
      if (y > c.maxY) c.maxY = y;
      for (let dy = -1; dy <= 1; dy++) {
        const ny = y + dy;
        if (ny < 0 || ny >= height) continue;
        for (let dx = -1; dx <= 1; dx++) {
          if ((dx === 0 && dy === 0) || (connectivity === 4 && dx !== 0 && dy !== 0)) continue;
          const nx = x + dx;
          if (nx < 0 || nx >= width) continue;
          const q = ny * width + nx;
          if (!seen[q] && mask[q] === value) {
            seen[q] = 1;
            stack[top++] = q;
          }
        }
      }
    }
    found.push(c);
  }
  return found;
}

/** Zhang–Suen thinning of a 0/1 mask to a one-pixel skeleton (a new mask). */
function thin(mask: Uint8Array, width: number, height: number): Uint8Array {
  const image = new Uint8Array(mask);
  const remove: number[] = [];
  let changed = true;
  while (changed) {
    changed = false;
    for (let pass = 0; pass < 2; pass++) {
      remove.length = 0;
      for (let y = 1; y < height - 1; y++) {
        for (let x = 1; x < width - 1; x++) {
          const i = y * width + x;
          if (!image[i]) continue;
          const p2 = image[i - width] as number;
          const p3 = image[i - width + 1] as number;
          const p4 = image[i + 1] as number;
          const p5 = image[i + width + 1] as number;
          const p6 = image[i + width] as number;
          const p7 = image[i + width - 1] as number;
          const p8 = image[i - 1] as number;
          const p9 = image[i - width - 1] as number;
          const b = p2 + p3 + p4 + p5 + p6 + p7 + p8 + p9;
          if (b < 2 || b > 6) continue;
          const a =
            Number(!p2 && p3) +
            Number(!p3 && p4) +
            Number(!p4 && p5) +
            Number(!p5 && p6) +
            Number(!p6 && p7) +
            Number(!p7 && p8) +
            Number(!p8 && p9) +
            Number(!p9 && p2);
          if (a !== 1) continue;
          if (
            pass === 0 ? p2 * p4 * p6 === 0 && p4 * p6 * p8 === 0 : p2 * p4 * p8 === 0 && p2 * p6 * p8 === 0
          )
            remove.push(i);
        }
      }
      for (const i of remove) image[i] = 0;
      if (remove.length > 0) changed = true;
    }
  }
  return image;
}

/** Skeleton end points whose branch is at least `MIN_END_BRANCH_PX` long before a junction. */
function countOpenEnds(skeleton: Uint8Array, width: number, height: number): number {
  const neighbours = (i: number): number[] => {
    const x = i % width;
    const y = (i - x) / width;
    const out: number[] = [];
    for (let dy = -1; dy <= 1; dy++)
      for (let dx = -1; dx <= 1; dx++) {
        if (dx === 0 && dy === 0) continue;
        const nx = x + dx;
        const ny = y + dy;
        if (nx < 0 || ny < 0 || nx >= width || ny >= height) continue;
        if (skeleton[ny * width + nx]) out.push(ny * width + nx);
      }
    return out;
  };
  let ends = 0;
  for (let i = 0; i < skeleton.length; i++) {
    if (!skeleton[i] || neighbours(i).length !== 1) continue;
    // Walk the branch until a junction (3+ neighbours), another end, or the length is enough.
    let previous = -1;
    let current = i;
    let length = 0;
    for (;;) {
      const next = neighbours(current).filter((q) => q !== previous);
      if (next.length !== 1 || length >= MIN_END_BRANCH_PX) break;
      previous = current;
      current = next[0] as number;
      length++;
    }
    if (length >= MIN_END_BRANCH_PX) ends++;
  }
  return ends;
}
