/// <reference lib="webworker" />
/**
 * Web Worker computing a page's region map off the main thread. Message in:
 * `RegionMapRequest` (the illustration's pixels, transferred); message out: `RegionMapResponse`
 * (the map's typed arrays, transferred). See `region-map-client.ts` for the caller's side.
 */
import {
  computeRegionMap,
  regionMapBuffers,
  warmUpRegionMap,
  type RegionMap,
  type RegionMapOptions,
} from './region-map.ts';

export interface RegionMapRequest {
  id: number;
  width: number;
  height: number;
  data: Uint8ClampedArray;
  options?: RegionMapOptions;
}

export type RegionMapResponse = { id: number; map: RegionMap } | { id: number; error: string };

const scope = self as unknown as DedicatedWorkerGlobalScope;

// Compile the hot loops before the first page arrives (it is still downloading): the first map
// then takes about what a warm one does instead of 2–4× longer.
warmUpRegionMap(8);

scope.onmessage = (event: MessageEvent<RegionMapRequest>) => {
  const { id, width, height, data, options } = event.data;
  try {
    const map = computeRegionMap({ width, height, data }, options);
    scope.postMessage({ id, map } satisfies RegionMapResponse, regionMapBuffers(map));
  } catch (error) {
    scope.postMessage({
      id,
      error: error instanceof Error ? error.message : String(error),
    } satisfies RegionMapResponse);
  }
};
