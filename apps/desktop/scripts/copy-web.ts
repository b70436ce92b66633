/**
 * Copies the built SPA (apps/web/dist) to dist/web, beside the compiled main process, so the
 * app folder holds everything it serves and a packager can bundle it as it is. Source maps stay
 * behind: a packaged app has no developer tools to read them (about 7 MB).
 * Run by `npm run build` after tsc; fails with a hint when the SPA was not built.
 */
import { existsSync } from 'node:fs';
import { cp, rm } from 'node:fs/promises';
import path from 'node:path';

const desktopRoot = path.resolve(import.meta.dirname, '..');
const source = path.resolve(desktopRoot, '../web/dist');
const target = path.join(desktopRoot, 'dist', 'web');

if (!existsSync(path.join(source, 'index.html'))) {
  console.error(`No built web app in ${source}: run \`npm run build\` at the repository root first.`);
  process.exit(1);
}
await rm(target, { recursive: true, force: true });
await cp(source, target, { recursive: true, filter: (file) => !file.endsWith('.map') });
console.log(
  `Copied the web app from ${path.relative(desktopRoot, source)} to ${path.relative(desktopRoot, target)}`,
);
