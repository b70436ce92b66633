import { CANVAS_SIZE, DEFAULT_DETAIL_LEVEL, type DetailLevel } from '@huebook/shared/constants';

import { encodeGrayPng, frameOnPage } from './binary-image.ts';
import { fillPinholes, removeSpecks } from './components.ts';
import { decodeRgb } from './decode.ts';
import { dogResponse, hysteresis, quantile, upsample2x } from './edges.ts';
import { guidedFilter } from './filters.ts';
import type { InkMask, RgbImage } from './gray-image.ts';
import { close, dilate } from './morphology.ts';

/**
 * Tuning of the conversion. Edges are found at half the page scale (simpler shapes, a quarter
 * of the work); sizes marked "page" are in pixels of the 1024-pixel page.
 */
export interface LineArtOptions {
  /** Guided-filter window radius (half-scale pixels) and ε (0–1 units squared). */
  smoothRadius: number;
  smoothEps: number;
  /** Inner Gaussian σ (half-scale pixels) and outer/inner ratio (Winnemöller's k = 1.6). */
  sigma: number;
  k: number;
  /** Weight of the two colour-opponent channels against lightness: finds red-on-green edges. */
  colourWeight: number;
  /** Share of pixels (0–1) above the strong threshold: picks the threshold per picture. */
  strongShare: number;
  /** Floor of the strong threshold (0–1 units), so a flat picture shows no noise. */
  minStrength: number;
  /** Weak threshold as a share of the strong one (hysteresis). */
  weakRatio: number;
  /** Ink components under this many page pixels are dropped as specks. */
  minSpeck: number;
  /** Closing radius, page pixels: gaps up to about twice this wide are bridged. */
  closeRadius: number;
  /** Extra dilation, page pixels, that gives the lines their final weight. */
  thicken: number;
  /** Paper regions under this many page pixels are filled: too small to colour. */
  minRegion: number;
  /** Width of the frame drawn round the picture, page pixels (0 for none). */
  borderWidth: number;
}

export const DEFAULT_LINE_ART_OPTIONS: LineArtOptions = {
  smoothRadius: 3,
  smoothEps: 0.004,
  sigma: 1,
  k: 1.6,
  colourWeight: 1,
  strongShare: 0.06,
  minStrength: 0.01,
  weakRatio: 0.45,
  minSpeck: 80,
  closeRadius: 2,
  thicken: 1,
  minRegion: 150,
  borderWidth: 5,
};

/**
 * `convertToLineArt` on the calling thread: decode, trace, encode. Runs in a line-art worker
 * (`worker.ts`); everything else calls `convertToLineArt` (`convert.ts`), which sends it there.
 * @returns PNG 1024×1024, one grey channel holding only 0 and 255.
 * @throws ImageInputError when `input` is not a readable PNG, JPEG or WebP, or is too large.
 */
export async function renderLineArt(
  input: Buffer,
  detail: DetailLevel = DEFAULT_DETAIL_LEVEL,
  options: LineArtOptions = DEFAULT_LINE_ART_OPTIONS,
): Promise<Buffer> {
  void detail; // the segmentation pipeline (issue 10) reads it
  const picture = await decodeRgb(input, CANVAS_SIZE / 2);
  return encodeGrayPng(frameOnPage(traceLineArt(picture, options), CANVAS_SIZE));
}

/**
 * The pixel work of `renderLineArt`. Returns an ink mask twice the picture's width and
 * height. Steps: edge-preserving smoothing of lightness and two colour-opponent channels
 * (guided filter) → DoG edge strength per channel, strongest kept → 2× enlargement →
 * hysteresis threshold → specks dropped → gaps closed, lines thickened (octagonal closing and
 * dilation) → a frame drawn round the picture, so regions cut by its edge close → pinhole
 * regions filled.
 */
export function traceLineArt(picture: RgbImage, options: LineArtOptions = DEFAULT_LINE_ART_OPTIONS): InkMask {
  const { width, height } = picture;
  let strength: Float32Array | undefined;
  for (const [index, channel] of opponentChannels(picture).entries()) {
    const smooth = guidedFilter(channel, width, height, options.smoothRadius, options.smoothEps);
    const response = dogResponse(smooth, width, height, options.sigma, options.k);
    const weight = index === 0 ? 1 : options.colourWeight;
    if (strength === undefined) strength = response;
    else
      for (let i = 0; i < response.length; i++)
        strength[i] = Math.max(strength[i] as number, weight * (response[i] as number));
  }
  if (strength === undefined) throw new Error('unreachable: no channel');

  const strong = Math.max(options.minStrength, quantile(strength, 1 - options.strongShare));
  let mask = hysteresis(
    upsample2x(strength, width, height),
    width * 2,
    height * 2,
    strong,
    strong * options.weakRatio,
  );
  mask = removeSpecks(mask, options.minSpeck);
  mask = dilate(close(mask, options.closeRadius), options.thicken);
  drawBorder(mask, options.borderWidth);
  return fillPinholes(mask, options.minRegion);
}

/** Inks a border `lineWidth` pixels wide round the mask: regions cut by the photo's edge close. */
function drawBorder(mask: InkMask, lineWidth: number): void {
  const { ink, width, height } = mask;
  for (let y = 0; y < height; y++) {
    const isEdgeRow = y < lineWidth || y >= height - lineWidth;
    for (let x = 0; x < width; x++) {
      if (isEdgeRow || x < lineWidth || x >= width - lineWidth) ink[y * width + x] = 1;
    }
  }
}

/**
 * Lightness and two colour-opponent channels (red–green, yellow–blue), each in 0–1: the
 * simplest stand-in for CIELAB's L*, a*, b* that still separates a red petal from green
 * leaves of the same lightness.
 */
function opponentChannels(picture: RgbImage): [Float32Array, Float32Array, Float32Array] {
  const n = picture.width * picture.height;
  const lightness = new Float32Array(n);
  const redGreen = new Float32Array(n);
  const yellowBlue = new Float32Array(n);
  const { data } = picture;
  for (let i = 0; i < n; i++) {
    const r = (data[3 * i] as number) / 255;
    const g = (data[3 * i + 1] as number) / 255;
    const b = (data[3 * i + 2] as number) / 255;
    lightness[i] = 0.299 * r + 0.587 * g + 0.114 * b;
    redGreen[i] = 0.5 + 0.5 * (r - g);
    yellowBlue[i] = 0.5 + 0.25 * (r + g) - 0.5 * b;
  }
  return [lightness, redGreen, yellowBlue];
}
