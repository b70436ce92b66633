/**
 * `<link rel="modulepreload">` tags for the lazily loaded chunks of the screen being served, so a
 * deep link (the coloring screen) fetches its layout and screen code alongside the entry instead
 * of after it has run. The chunks come from Vite's build manifest (apps/web/dist/.vite/
 * manifest.json, `build.manifest` in apps/web/vite.config.ts; format:
 * https://vite.dev/guide/backend-integration).
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';

import { isUuid } from '@huebook/shared/api/contract';

import { earlyReadsTag } from './early-reads.ts';

/** One entry of Vite's manifest.json: a chunk, keyed by its source path (or `_name.js`). */
interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
}

export type ViteManifest = Record<string, ManifestChunk>;

const SIGNED_IN_LAYOUT = 'src/app/layouts/signed-in-layout.tsx';
/** The query cache's layout around every screen but the landing site's, and the route guards. */
const QUERY_ROOT = ['src/app/query-root.tsx', 'src/app/guards.ts'];

/**
 * The routes worth preloading (apps/web/src/app/router.tsx) and the source modules their lazy
 * routes import, outermost first. Routes not here load their chunks on demand, as built.
 */
const ROUTE_MODULES: { path: RegExp; modules: string[] }[] = [
  {
    path: /^\/pages\/[^/]+\/color\/?$/,
    modules: [...QUERY_ROOT, SIGNED_IN_LAYOUT, 'src/features/coloring/coloring-page.tsx'],
  },
  // Lazy since the landing stopped shipping form validation; a link from an email opens them cold.
  { path: /^\/sign-in\/?$/, modules: [...QUERY_ROOT, 'src/features/auth/sign-in-page.tsx'] },
  { path: /^\/sign-up\/?$/, modules: [...QUERY_ROOT, 'src/features/auth/sign-up-page.tsx'] },
];

/** The source modules of the lazy routes behind `urlPath` (no query), or none. */
export function routeModules(urlPath: string): string[] {
  return ROUTE_MODULES.find((route) => route.path.test(urlPath))?.modules ?? [];
}

/**
 * The built files (`assets/…`) of `modules` and of everything they import statically,
 * depth-first, each once: scripts and stylesheets apart. Modules missing from the manifest (a
 * renamed screen) are skipped.
 */
export function chunkFiles(
  manifest: ViteManifest,
  modules: string[],
): { scripts: string[]; styles: string[] } {
  const scripts = new Set<string>();
  const styles = new Set<string>();
  const seen = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || seen.has(key)) return;
    seen.add(key);
    scripts.add(chunk.file);
    for (const css of chunk.css ?? []) styles.add(css);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const module of modules) visit(module);
  return { scripts: [...scripts], styles: [...styles] };
}

/** A coloring screen's path; its page id in group 1. */
const COLORING_PATH = /^\/pages\/([^/]+)\/color\/?$/;

/** What the server found of a coloring screen's data (index-html.ts). */
export interface DataPreloads {
  /**
   * The page's picture (a path on this site, as `Storage.url` gives it) when anyone may see the
   * page (it exists and is not blocked); null otherwise, so the page says nothing of a page the
   * visitor may not see, nor whether it exists.
   */
  picture: string | null;
}

/** The page id of a coloring screen's path (lower case), or null. */
export function coloringPageId(urlPath: string): string | null {
  const id = COLORING_PATH.exec(urlPath)?.[1]?.toLowerCase();
  return id && isUuid(id) ? id : null;
}

/**
 * Links for the coloring screen's data: its picture as a high-priority image preload, so it
 * downloads beside the scripts rather than after the page's read. No `crossorigin`: the screen
 * loads a same-origin picture without CORS (apps/web/src/features/coloring/illustration.ts),
 * and a preload is only reused by a request in the same mode. Pictures elsewhere are left out.
 * (The region-map worker needs no link: its code is inlined in the screen's chunk.)
 */
export function coloringDataLinks(data: DataPreloads | undefined): string[] {
  const picture = data?.picture;
  if (!picture?.startsWith('/') || picture.startsWith('//')) return [];
  return [`<link rel="preload" as="image" href="${picture.replace(/"/g, '%22')}" fetchpriority="high">`];
}

/**
 * `html` with the script that sends the coloring screen's API reads (early-reads.ts) at the top
 * of its head, after `<meta charset>` (an inline script after a stylesheet link waits for the
 * stylesheet, a round trip the reads would wait for too), and the page's stylesheets right after
 * it, before the entry script and its modulepreloads. Files are requested in the order the
 * browser finds them and HTTP/1.1 gives 6 at a time: found 7th, the stylesheet (which the entry
 * waits for) often went in the second round, 1.9–2.2 s instead of ~1.4 s under Lighthouse's
 * throttling, and Fill ready varied with it (2.55–2.95 s at load ~2, against 2.55–2.58 s first).
 */
function addEarlyReads(html: string, urlPath: string): string {
  if (!coloringPageId(urlPath)) return html;
  const styles: string[] = [];
  const rest = html.replace(/\s*<link rel="stylesheet"[^>]*>/gi, (link) => {
    styles.push(link.trim());
    return '';
  });
  const early = [earlyReadsTag(), ...styles].join('\n    ');
  const charset = /<meta\s+charset=[^>]*>/i.exec(rest);
  if (charset) {
    const at = charset.index + charset[0].length;
    return `${rest.slice(0, at)}\n    ${early}${rest.slice(at)}`;
  }
  return rest.replace(/<head>/i, (head) => `${head}\n    ${early}`);
}

/**
 * `html` with modulepreload (and stylesheet) links for the chunks of `urlPath`'s screen before
 * `</head>` (when there is a manifest), and on a coloring screen its data links
 * (coloringDataLinks) and early reads (addEarlyReads); files the page already links (the entry
 * and its own preloads) are left out.
 */
export function addRoutePreloads(
  html: string,
  manifest: ViteManifest | null,
  urlPath: string,
  data?: DataPreloads,
): string {
  const { scripts, styles } = manifest
    ? chunkFiles(manifest, routeModules(urlPath))
    : { scripts: [], styles: [] };
  const linked = (file: string) => html.includes(`"/${file}"`);
  const tags = [
    ...scripts
      .filter((file) => !linked(file))
      .map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`),
    ...styles
      .filter((file) => !linked(file))
      .map((file) => `<link rel="stylesheet" crossorigin href="/${file}">`),
    ...(coloringPageId(urlPath) ? coloringDataLinks(data) : []),
  ];
  const page = addEarlyReads(html, urlPath);
  if (tags.length === 0) return page;
  return page.replace(/<\/head>/i, `  ${tags.join('\n    ')}\n  </head>`);
}

/**
 * `manifest` with an entry for each module of `screenChunks` (module → built file, written by
 * apps/web/build/screen-chunks.ts) that has none: a module the build grouped into a shared
 * chunk (the signed-in layout in `shell`) is then found like any other, as that chunk.
 */
export function withScreenChunks(manifest: ViteManifest, screenChunks: Record<string, string>): ViteManifest {
  const byFile = new Map(Object.values(manifest).map((chunk) => [chunk.file, chunk]));
  const aliases: ViteManifest = {};
  for (const [module, file] of Object.entries(screenChunks)) {
    const chunk = byFile.get(file);
    if (chunk && !manifest[module]) aliases[module] = chunk;
  }
  return { ...manifest, ...aliases };
}

async function readJson<T>(file: string): Promise<T | null> {
  try {
    return JSON.parse(await readFile(file, 'utf8')) as T;
  } catch {
    return null;
  }
}

/**
 * The build's manifest in `webDist` with its screen chunks (withScreenChunks), or null when the
 * build has no manifest (then nothing is preloaded).
 */
export async function readViteManifest(webDist: string): Promise<ViteManifest | null> {
  const [manifest, screenChunks] = await Promise.all([
    readJson<ViteManifest>(path.join(webDist, '.vite', 'manifest.json')),
    readJson<Record<string, string>>(path.join(webDist, '.vite', 'screen-chunks.json')),
  ]);
  return manifest && withScreenChunks(manifest, screenChunks ?? {});
}
