/**
 * Builds the server into plain JavaScript: `dist/server.js` (from `src/server.ts`) and the
 * line-art worker `dist/line-art-worker.js` (from `src/providers/line-art/worker.ts`, which
 * Piscina loads by path), ESM for Node 20 with sourcemaps (run with `--enable-source-maps`).
 *
 * Packages from node_modules stay external (sharp and PGlite load native and WebAssembly files
 * beside their own code, Piscina starts workers from its own files); the workspace's own
 * TypeScript (`@huebook/shared`) is bundled in.
 *
 * A bundle has one `import.meta`, its own. The source finds files beside itself (the
 * migrations, the drawing library, the repository root), so each bundled module's
 * `import.meta.url`, `dirname` and `filename` are rewritten to name its source file, relative
 * to the bundle: the built server keeps working wherever the repository is. `pool.ts` is the
 * exception: it means the bundle, to find the built worker beside it.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';

import { build } from 'esbuild';

const SERVER_DIR = import.meta.dirname;
const OUT_DIR = path.join(SERVER_DIR, 'dist');
/** Modules whose `import.meta` is the bundle's. */
const MEANS_BUNDLE = new Set([path.join(SERVER_DIR, 'src/providers/line-art/pool.ts')]);

/** Keeps packages external, except the workspace's own (TypeScript sources). */
const externalPackages = {
  name: 'external-packages',
  setup(builder) {
    builder.onResolve({ filter: /^[^./]/ }, (args) => {
      if (args.path.startsWith('@huebook/')) return undefined;
      return { path: args.path, external: true };
    });
  },
};

/** Points each module's `import.meta` at its source file (see above). */
const sourceImportMeta = {
  name: 'source-import-meta',
  setup(builder) {
    builder.onLoad({ filter: /\.ts$/ }, async (args) => {
      const contents = await readFile(args.path, 'utf8');
      if (!contents.includes('import.meta') || MEANS_BUNDLE.has(args.path)) return undefined;
      const fromBundle = path.relative(OUT_DIR, args.path).split(path.sep).join('/');
      const url = `new URL(${JSON.stringify(fromBundle)}, import.meta.url)`;
      // One line prepended to the first keeps the sourcemap's line numbers right.
      const prelude = `import { fileURLToPath as __fileURLToPath } from 'node:url';`;
      const rewritten = contents
        .replaceAll('import.meta.url', `${url}.href`)
        .replaceAll('import.meta.filename', `__fileURLToPath(${url})`)
        .replaceAll('import.meta.dirname', `__fileURLToPath(new URL('.', ${url})).replace(/\\/$/, '')`);
      return { contents: prelude + rewritten, loader: 'ts' };
    });
  },
};

await build({
  absWorkingDir: SERVER_DIR,
  entryPoints: { server: 'src/server.ts', 'line-art-worker': 'src/providers/line-art/worker.ts' },
  outdir: OUT_DIR,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  logLevel: 'warning',
  plugins: [externalPackages, sourceImportMeta],
});
