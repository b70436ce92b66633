/** A single-channel 8-bit image: row-major, one byte per pixel, `width × height` bytes. */
export interface GrayImage {
  data: Uint8Array;
  width: number;
  height: number;
}

/**
 * A binary mask the size of an image: 1 marks ink (a black line pixel), 0 marks paper.
 * Row-major, one byte per pixel.
 */
export interface InkMask {
  ink: Uint8Array;
  width: number;
  height: number;
}

/** An 8-bit sRGB image: row-major, 3 bytes per pixel (R, G, B). */
export interface RgbImage {
  data: Uint8Array;
  width: number;
  height: number;
}
