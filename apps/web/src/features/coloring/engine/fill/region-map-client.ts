import type { PixelImage } from '../types.ts';

import type { RegionMap, RegionMapOptions } from './region-map.ts';
import type { RegionMapRequest, RegionMapResponse } from './region-map.worker.ts';

/** The part of `Worker` the client uses (a fake fits in tests). */
export interface WorkerLike {
  postMessage(message: RegionMapRequest, transfer: Transferable[]): void;
  addEventListener(type: 'message', listener: (event: MessageEvent<RegionMapResponse>) => void): void;
  terminate(): void;
}

/** Starts the region-map worker (Vite bundles it from this URL). */
export function createRegionMapWorker(): WorkerLike {
  return new Worker(new URL('./region-map.worker.ts', import.meta.url), { type: 'module' }) as WorkerLike;
}

/**
 * Computes region maps in a worker, one request at a time per call, matched by id.
 * `compute` copies the illustration's pixels (the caller keeps its own) and resolves with the
 * map, or rejects with the worker's error message. Call `dispose()` when the page closes.
 */
export function createRegionMapClient(worker: WorkerLike = createRegionMapWorker()) {
  let nextId = 1;
  const pending = new Map<number, { resolve: (map: RegionMap) => void; reject: (error: Error) => void }>();
  worker.addEventListener('message', (event) => {
    const response = event.data;
    const waiter = pending.get(response.id);
    if (!waiter) return;
    pending.delete(response.id);
    if ('map' in response) waiter.resolve(response.map);
    else waiter.reject(new Error(response.error));
  });
  return {
    compute(illustration: PixelImage, options?: RegionMapOptions): Promise<RegionMap> {
      const id = nextId++;
      const data = illustration.data.slice();
      return new Promise((resolve, reject) => {
        pending.set(id, { resolve, reject });
        worker.postMessage({ id, width: illustration.width, height: illustration.height, data, options }, [
          data.buffer,
        ]);
      });
    },
    dispose(): void {
      worker.terminate();
      for (const waiter of pending.values()) waiter.reject(new Error('Region map worker disposed'));
      pending.clear();
    },
  };
}
