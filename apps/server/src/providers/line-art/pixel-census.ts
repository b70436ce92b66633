/**
 * Test support (not used by production code): reads a PNG's pixels and counts connected
 * regions with a flood fill of its own, independent of `components.ts`, so the tests do not
 * grade the code with the code.
 */
import sharp from 'sharp';

export interface Pixels {
  /** One byte per pixel: the first channel of the decoded image. */
  gray: Uint8Array;
  width: number;
  height: number;
  /** Every byte of every channel, as decoded. */
  raw: Uint8Array;
  channels: number;
}

export async function readPixels(image: Buffer): Promise<Pixels> {
  const { data, info } = await sharp(image).raw().toBuffer({ resolveWithObject: true });
  const gray = new Uint8Array(info.width * info.height);
  for (let i = 0; i < gray.length; i++) gray[i] = data[i * info.channels] as number;
  return { gray, width: info.width, height: info.height, raw: new Uint8Array(data), channels: info.channels };
}

/** Whether every byte is 0 or 255. */
export function isPureBlackAndWhite(pixels: Pixels): boolean {
  return pixels.raw.every((v) => v === 0 || v === 255);
}

/**
 * Sizes of the connected components of pixels equal to `value` (0 black, 255 white), with
 * 4- or 8-neighbour connectivity, by an explicit-stack flood fill.
 */
export function componentSizes(pixels: Pixels, value: 0 | 255, connectivity: 4 | 8): number[] {
  const { gray, width, height } = pixels;
  const seen = new Uint8Array(gray.length);
  const stack: number[] = [];
  const sizes: number[] = [];
  const steps =
    connectivity === 4
      ? [
          [1, 0],
          [-1, 0],
          [0, 1],
          [0, -1],
        ]
      : [
          [1, 0],
          [-1, 0],
          [0, 1],
          [0, -1],
          [1, 1],
          [1, -1],
          [-1, 1],
          [-1, -1],
        ];
  for (let start = 0; start < gray.length; start++) {
    if (seen[start] || gray[start] !== value) continue;
    let size = 0;
    seen[start] = 1;
    stack.push(start);
    while (stack.length > 0) {
      const p = stack.pop() as number;
      size++;
      const x = p % width;
      const y = Math.floor(p / width);
      for (const [dx, dy] of steps as [number, number][]) {
        const nx = x + dx;
        const ny = y + dy;
        if (nx < 0 || ny < 0 || nx >= width || ny >= height) continue;
        const q = ny * width + nx;
        if (!seen[q] && gray[q] === value) {
          seen[q] = 1;
          stack.push(q);
        }
      }
    }
    sizes.push(size);
  }
  return sizes;
}

/** Share of pixels (0–1) that are black. */
export function inkShare(pixels: Pixels): number {
  let ink = 0;
  for (const v of pixels.gray) if (v === 0) ink++;
  return ink / pixels.gray.length;
}
