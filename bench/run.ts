/**
 * `npm run bench`: runs every `bench/*.bench.ts` in its own process, one after another,
 * so each benchmark owns the machine while it runs. Each benchmark prints its table and
 * writes its figures as JSON under `bench/results/`. Pass names to run a subset:
 * `npm run bench -- fill line-art`.
 */
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const only = process.argv.slice(2);
const files = readdirSync(here)
  .filter((f) => f.endsWith('.bench.ts'))
  .filter((f) => only.length === 0 || only.some((name) => f.includes(name)))
  .sort();

let failed = 0;
for (const file of files) {
  console.log(`\n=== ${file} ===`);
  const run = spawnSync(process.execPath, ['--import', 'tsx', join(here, file)], { stdio: 'inherit' });
  if (run.status !== 0) failed += 1;
}
if (files.length === 0) console.log('No benchmark matched.');
process.exit(failed === 0 ? 0 : 1);
