import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { compression } from 'vite-plugin-compression2';

/** In development the API server runs on port 3000; the SPA proxies its calls and uploads there. */
const apiServer = 'http://localhost:3000';

export default defineConfig({
  plugins: [
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
    rolldownOptions: {
      output: {
        // The core libraries every screen needs change less often than the app: a separate chunk
        // stays cached across deploys. Others (recharts, TipTap, DOMPurify…) stay with the screens
        // that import them, so lazily loaded screens bring their own.
        codeSplitting: {
          groups: [
            {
              name: 'vendor',
              test: /node_modules[\\/](react|react-dom|scheduler|react-router|@tanstack|zustand)[\\/]/,
            },
          ],
        },
      },
    },
  },
});
