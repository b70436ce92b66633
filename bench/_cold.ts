import { computeRegionMap, warmUpRegionMap } from '../apps/web/src/features/coloring/engine/fill/region-map.ts';
import { loadFixture } from './fixtures/load-fixture.ts';
const page = await loadFixture(process.argv[2] ?? 'daisy.png');
if (process.argv[3]) {
  const t = performance.now();
  warmUpRegionMap(+process.argv[3]);
  console.log('warmup', (performance.now() - t).toFixed(1));
}
for (let i = 0; i < 3; i++) { const t = performance.now(); computeRegionMap(page); console.log((performance.now() - t).toFixed(1)); }
