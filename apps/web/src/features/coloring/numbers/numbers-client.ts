import type { NumberPalette } from '@huebook/shared/schemas/number-palette';

import type { RegionMap } from '../engine/fill/region-map.ts';

import type { NumbersLayout } from './numbers-layout.ts';
import type { NumbersRequest, NumbersResponse } from './numbers.worker.ts';

/**
 * Lays out color by number in a fresh worker (`numbers.worker.ts`), then ends it: the map's
 * labels and line cores are copied over (4–5 MB at 1024², a few milliseconds), the page's own
 * arrays stay with the caller.
 * @returns the layout and the milliseconds it took in the worker; rejects with the worker's error message, or when it cannot start.
 */
export function layoutNumbersInWorker(
  map: RegionMap,
  options: { seed: number; photo: NumberPalette | null },
): Promise<{ layout: NumbersLayout; ms: number }> {
  const worker = new Worker(new URL('./numbers.worker.ts', import.meta.url), { type: 'module' });
  const labels = map.labels.slice();
  const lineCore = map.lineCore.slice();
  const request: NumbersRequest = {
    id: 1,
    width: map.width,
    height: map.height,
    regionCount: map.regionCount,
    labels,
    lineCore,
    ...options,
  };
  return new Promise<{ layout: NumbersLayout; ms: number }>((resolve, reject) => {
    worker.addEventListener('message', (event: MessageEvent<NumbersResponse>) => {
      const response = event.data;
      if ('layout' in response) resolve({ layout: response.layout, ms: response.ms });
      else reject(new Error(response.error));
    });
    worker.addEventListener('error', (event) =>
      reject(new Error(event.message || 'The numbers could not be placed')),
    );
    worker.postMessage(request, [labels.buffer, lineCore.buffer]);
  }).finally(() => worker.terminate());
}
