/// <reference lib="webworker" />
/**
 * Web Worker laying out color by number off the main thread (`layoutNumbers`): message in a
 * `NumbersRequest` (copies of the region map's labels and line cores, transferred), out a
 * `NumbersResponse` with the layout and how long it took in here. See `numbers-client.ts`.
 */
import type { NumberPalette } from '@huebook/shared/schemas/number-palette';

import { layoutNumbers, type NumbersLayout } from './numbers-layout.ts';

export interface NumbersRequest {
  id: number;
  width: number;
  height: number;
  regionCount: number;
  labels: Int32Array;
  lineCore: Uint8Array;
  seed: number;
  photo: NumberPalette | null;
}

export type NumbersResponse =
  { id: number; layout: NumbersLayout; ms: number } | { id: number; error: string };

const scope = self as unknown as DedicatedWorkerGlobalScope;

scope.onmessage = (event: MessageEvent<NumbersRequest>) => {
  const { id, seed, photo, ...map } = event.data;
  try {
    const started = performance.now();
    const layout = layoutNumbers(map, { seed, photo });
    scope.postMessage({ id, layout, ms: performance.now() - started } satisfies NumbersResponse);
  } catch (error) {
    scope.postMessage({
      id,
      error: error instanceof Error ? error.message : String(error),
    } satisfies NumbersResponse);
  }
};
