import { createRequire } from 'node:module';
import path from 'node:path';

import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { compression } from 'vite-plugin-compression2';

import { lucideIconImports } from './build/lucide-icon-imports.ts';
import { screenChunks } from './build/screen-chunks.ts';

const require = createRequire(import.meta.url);

/** A file of React Router's production build (dist/production/), by name. */
function routerBuild(file: string): string {
  const development = require.resolve('react-router');
  return path.join(path.dirname(development), '..', 'production', file);
}

/**
 * Chunks for the screens a link opens cold (build/screen-chunks.ts): the coloring screen loads
 * the shell and its own code in 3 files instead of ~20. Its lazy parts stay separate chunks.
 */
const screens = screenChunks(import.meta.dirname, {
  // api-cached-reads: what route loaders import (`import()`) on first use, the coloring
  // screen's first; in the shell it comes with the shell's preload, not one round trip after it.
  shell: [
    'src/app/query-root.tsx',
    'src/app/guards.ts',
    'src/app/layouts/signed-in-layout.tsx',
    'src/lib/api-cached-reads.ts',
  ],
  screens: [{ name: 'coloring', module: 'src/features/coloring/coloring-page.tsx' }],
});

/** In development the API server runs on port 3000; the SPA proxies its calls and uploads there. */
const apiServer = 'http://localhost:3000';

export default defineConfig(({ command }) => ({
  plugins: [
    screens.plugin,
    lucideIconImports(),
    react(),
    tailwindcss(),
    // A brotli and a gzip copy beside each script, style and picture that compresses, made once
    // here at the highest levels so the server never compresses them per request
    // (apps/server/src/lib/static-assets.ts). index.html is filled in per request: not here.
    compression({
      algorithms: ['brotliCompress', 'gzip'],
      include: /\.(js|mjs|css|svg|json|txt|xml|webmanifest)$/,
      threshold: 1024,
      logLevel: 'silent',
    }),
  ],
  resolve: {
    // React Router's package exports only its development build (remix-run/react-router#14102,
    // #12532): production builds take the identical build with its developer warnings off.
    alias:
      command === 'build'
        ? [
            { find: /^react-router$/, replacement: routerBuild('index.mjs') },
            { find: /^react-router\/dom$/, replacement: routerBuild('dom-export.mjs') },
          ]
        : [],
  },
  server: {
    proxy: {
      '/api': apiServer,
      '/uploads': apiServer,
    },
  },
  preview: {
    proxy: {
      '/api': apiServer,
      '/uploads': apiServer,
    },
  },
  build: {
    outDir: 'dist',
    // Maps are written for error reports but not referenced from the scripts; the server never
    // serves *.map files.
    sourcemap: 'hidden',
    // dist/.vite/manifest.json: the server preloads each route's chunks from it (never served).
    manifest: true,
    // Every browser the app supports reads <link rel="modulepreload"> (Safari from 17); one
    // that does not simply loads the modules when they are imported.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      output: {
        // The core libraries every screen needs change less often than the app: a separate chunk
        // stays cached across deploys. Others (recharts, TipTap, DOMPurify…) stay with the screens
        // that import them, so lazily loaded screens bring their own.
        codeSplitting: {
          groups: [
            {
              name: 'vendor',
              test: /node_modules[\\/](react|react-dom|scheduler|react-router|zustand)[\\/]/,
            },
            // TanStack Query, the guards and the signed-in layout in `shell`; deep-linked screens.
            ...screens.groups,
          ],
        },
      },
    },
  },
}));
