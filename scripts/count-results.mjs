/**
 * Sums Vitest and Playwright JSON reports, and plain `{ "passed": n, "failed": n }` results (from
 * `scripts/fresh-clone-test.mjs`), into CI's closing line `N passed, N failed`.
 * A report that is missing (its runner never ran or crashed) counts as one failure.
 * Exits 1 when anything failed.
 */
import { existsSync, readFileSync } from 'node:fs';

let passed = 0;
let failed = 0;
for (const file of process.argv.slice(2)) {
  if (!existsSync(file)) {
    console.log(`missing report: ${file}`);
    failed += 1;
    continue;
  }
  const report = JSON.parse(readFileSync(file, 'utf8'));
  if ('numPassedTests' in report) {
    // Vitest (Jest-compatible JSON)
    passed += report.numPassedTests;
    failed += report.numFailedTests;
    if (report.numTotalTests === 0 || (report.success === false && report.numFailedTests === 0)) failed += 1;
  } else if (report.stats) {
    // Playwright
    passed += report.stats.expected + (report.stats.flaky ?? 0);
    failed += report.stats.unexpected;
    if (report.errors?.length) failed += report.errors.length;
  } else if (typeof report.passed === 'number' && typeof report.failed === 'number') {
    passed += report.passed;
    failed += report.failed;
  } else {
    console.log(`unknown report format: ${file}`);
    failed += 1;
  }
}
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
