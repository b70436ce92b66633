import { describe, expect, it } from 'vitest';

import { drawRing, whitePage } from '../testing/line-art.ts';

import { createRegionMapClient, type WorkerLike } from './region-map-client.ts';
import { computeRegionMap } from './region-map.ts';
import type { RegionMapResponse } from './region-map.worker.ts';

/** Answers like the worker does, on a later tick, without a thread. */
function fakeWorker(): WorkerLike & { terminated: boolean } {
  let listener: ((event: MessageEvent<RegionMapResponse>) => void) | undefined;
  return {
    terminated: false,
    addEventListener: (_type, l) => (listener = l),
    postMessage(request) {
      setTimeout(() => {
        const response: RegionMapResponse =
          request.width > 0
            ? { id: request.id, map: computeRegionMap(request, request.options) }
            : { id: request.id, error: 'empty page' };
        listener?.({ data: response } as MessageEvent<RegionMapResponse>);
      });
    },
    terminate() {
      this.terminated = true;
    },
  };
}

describe('createRegionMapClient', () => {
  it('resolves with the map of the page it was sent, leaving the caller its pixels', async () => {
    const page = whitePage(48);
    drawRing(page, 24, 24, 14, 3);
    const client = createRegionMapClient(fakeWorker());
    const map = await client.compute(page);
    expect(map.labels).toEqual(computeRegionMap(page).labels);
    expect(page.data.byteLength).toBe(48 * 48 * 4);
  });

  it("rejects with the worker's error and on dispose", async () => {
    const worker = fakeWorker();
    const client = createRegionMapClient(worker);
    await expect(client.compute({ width: 0, height: 0, data: new Uint8ClampedArray(0) })).rejects.toThrow(
      'empty page',
    );
    const pending = client.compute(whitePage(8));
    client.dispose();
    await expect(pending).rejects.toThrow(/disposed/);
    expect(worker.terminated).toBe(true);
  });
});
