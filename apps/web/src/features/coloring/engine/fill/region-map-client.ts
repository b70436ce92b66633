import type { PixelImage } from '../types.ts';

import type { RegionMap, RegionMapOptions } from './region-map.ts';
import type { RegionMapRequest, RegionMapResponse } from './region-map.worker.ts';
import RegionMapWorker from './region-map.worker.ts?worker&inline';

/** The part of `Worker` the client uses (a fake fits in tests). */
export interface WorkerLike {
  postMessage(message: RegionMapRequest, transfer: Transferable[]): void;
  addEventListener(type: 'message', listener: (event: MessageEvent<RegionMapResponse>) => void): void;
  terminate(): void;
}

function startRegionMapWorker(): WorkerLike {
  return new RegionMapWorker({ name: 'region-map' }) as WorkerLike;
}

/**
 * A worker started as soon as this module runs (with the coloring screen's chunk, before the
 * screen renders), so its start and JIT warm-up overlap the render instead of following it;
 * the first client takes it. None where there is no Worker (Node tests).
 */
let startedWorker: WorkerLike | null = typeof Worker === 'function' ? startRegionMapWorker() : null;

/**
 * The region-map worker: the one started early if no client has taken it, else a new one. Its
 * bundled code (~5 KB, no imports) is inlined in the coloring screen's chunk and started from a
 * blob: URL (CSP `worker-src blob:`): a worker file would be one more request after the screen
 * renders, a round trip on the way to the first fill (562 ms under Lighthouse's mobile
 * throttling, issue 12).
 */
export function createRegionMapWorker(): WorkerLike {
  const worker = startedWorker ?? startRegionMapWorker();
  startedWorker = null;
  return worker;
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
