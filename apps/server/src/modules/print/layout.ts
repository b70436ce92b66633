/**
 * Where a picture goes on a sheet of paper. All lengths in PDF points (1/72 in) unless named
 * otherwise; the origin is the sheet's bottom-left corner, as in PDF.
 */
import type { PaperSize } from '@huebook/shared/constants';

/** One millimetre in points. */
export const MM = 72 / 25.4;

/** Portrait sheet sizes: A4 is 210×297 mm (ISO 216), US Letter 8.5×11 in. */
export const PAPER_POINTS: Record<PaperSize, { width: number; height: number }> = {
  a4: { width: 595.28, height: 841.89 },
  letter: { width: 612, height: 792 },
};

/**
 * Margin on every side: home inkjet and laser printers leave 3-6.4 mm unprinted at the
 * edges (their "printable area"); 12.7 mm (half an inch) clears all of them on both papers.
 */
export const MARGIN = 12.7 * MM;
/** The title line at the foot: its font size and the gap between it and the picture. */
export const TITLE_SIZE = 9;
export const TITLE_GAP = 5 * MM;
/** Print resolution of the line art, in dots per inch. */
export const PRINT_DPI = 300;

export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface SheetLayout {
  paper: PaperSize;
  orientation: 'portrait' | 'landscape';
  /** The sheet as printed (landscape swaps width and height). */
  width: number;
  height: number;
  /** Where the picture is drawn (its aspect ratio kept). */
  picture: Box;
  /** Baseline of the title line (centred on the sheet). */
  titleBaseline: number;
  /** Picture size in pixels at PRINT_DPI (what the line art is rendered to). */
  pixels: { width: number; height: number };
}

/** The picture fitted inside the printable area of a sheet `width`×`height`, centred. */
function fit(width: number, height: number, aspect: number): Box {
  const areaWidth = width - 2 * MARGIN;
  const areaHeight = height - 2 * MARGIN - TITLE_SIZE - TITLE_GAP;
  const scale = Math.min(areaWidth / aspect, areaHeight);
  const box = { width: scale * aspect, height: scale };
  const bottom = MARGIN + TITLE_SIZE + TITLE_GAP;
  return {
    ...box,
    x: (width - box.width) / 2,
    y: bottom + (areaHeight - box.height) / 2,
  };
}

/**
 * Lays out a picture of `pictureWidth`×`pictureHeight` pixels on `paper`: portrait or
 * landscape, whichever prints it larger (portrait on a tie), inside MARGIN with the title
 * line below it.
 * @throws RangeError when a picture side is not a positive number.
 */
export function layoutSheet(paper: PaperSize, pictureWidth: number, pictureHeight: number): SheetLayout {
  if (!(pictureWidth > 0 && pictureHeight > 0)) throw new RangeError('The picture has no size.');
  const aspect = pictureWidth / pictureHeight;
  const sheet = PAPER_POINTS[paper];
  const portrait = fit(sheet.width, sheet.height, aspect);
  const landscape = fit(sheet.height, sheet.width, aspect);
  const isLandscape = landscape.width > portrait.width + 0.01;
  const picture = isLandscape ? landscape : portrait;
  const toPixels = (points: number) => Math.round((points / 72) * PRINT_DPI);
  return {
    paper,
    orientation: isLandscape ? 'landscape' : 'portrait',
    width: isLandscape ? sheet.height : sheet.width,
    height: isLandscape ? sheet.width : sheet.height,
    picture,
    titleBaseline: MARGIN + 2,
    pixels: { width: toPixels(picture.width), height: toPixels(picture.height) },
  };
}
