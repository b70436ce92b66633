/**
 * The SPA's index.html as served: its <title> and <link rel="icon"> filled from the `app_name`
 * and `favicon` settings, so a renamed app and an uploaded favicon show in the browser tab (and
 * in link previews and bookmarks) before any script runs. The SPA keeps them in step after.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';

import { and, eq, inArray } from 'drizzle-orm';

import type { Db } from '../db/client.ts';
import { settings } from '../db/schema.ts';

import { addRoutePreloads, coloringPageId, readViteManifest, type ViteManifest } from './route-preload.ts';

/** What the served page shows of the app; an empty value keeps the built index.html's own. */
export interface Branding {
  appName: string;
  favicon: string;
}

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Text safe inside an element or a quoted attribute value. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char]!);
}

/**
 * A favicon address fit for the page: a path on this site (`/uploads/…`) or an http(s) URL
 * (S3); anything else (`javascript:`, `//host`, `data:`) is null. Stored favicons are always
 * one of the first two (settings/update.ts), so this only guards a hand-edited row.
 */
function iconHref(favicon: string): string | null {
  if (favicon.startsWith('/') && !favicon.startsWith('//') && !favicon.includes('\\')) return favicon;
  try {
    const url = new URL(favicon);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}

/**
 * `template` (the built index.html) with `branding` in its <title> and its first
 * <link rel="icon">, HTML-escaped. The icon's `type` goes with the default SVG: an uploaded
 * favicon is PNG, WebP or anything else, and the browser reads its type from the answer.
 */
export function brandIndexHtml(template: string, branding: Partial<Branding>): string {
  let html = template;
  const appName = branding.appName?.trim();
  if (appName) html = html.replace(/<title>[\s\S]*?<\/title>/i, `<title>${escapeHtml(appName)}</title>`);
  const href = branding.favicon ? iconHref(branding.favicon.trim()) : null;
  if (href)
    html = html.replace(
      /<link\b[^>]*\brel=["']?icon["']?[^>]*>/i,
      `<link rel="icon" href="${escapeHtml(href)}" />`,
    );
  return html;
}

/** Bumped when app_name or favicon changes, so this process serves the change at once. */
let brandingVersion = 0;

/** Tells the served index.html to read the settings again (after an admin changed them). */
export function brandingChanged(): void {
  brandingVersion += 1;
}

/** The `app_name` and `favicon` settings as stored ('' when unset). */
export async function readBranding(db: Db): Promise<Branding> {
  const rows = await db
    .select({ name: settings.name, value: settings.value })
    .from(settings)
    .where(and(inArray(settings.name, ['app_name', 'favicon']), eq(settings.secret, false)));
  const value = (name: string) => rows.find((row) => row.name === name)?.value ?? '';
  return { appName: value('app_name'), favicon: value('favicon') };
}

export interface IndexHtmlOptions {
  db: Db;
  /** The folder of the built SPA, holding index.html. */
  webDist: string;
  /**
   * How long one read of the settings serves, in milliseconds. Other instances behind the same
   * database see a change within this time; this one at once (brandingChanged).
   */
  maxAgeMs?: number;
  /**
   * The picture of page `id` (its URL, a path on this site) when anyone may see the page, else
   * null: a coloring screen's picture is preloaded. @throws when it cannot be read (the page is
   * then served without the preload).
   */
  pagePicture?: (id: string) => Promise<string | null>;
  /**
   * Logs a failed read: of the settings (the page is then served as built) or of a coloring
   * screen's page (served without its picture's preload).
   */
  onError?: (error: unknown) => void;
  now?: () => number;
}

/**
 * A function answering the branded index.html for a URL path (no query), with modulepreload
 * links for that route's chunks and a coloring screen's picture (route-preload.ts). The file
 * and Vite's manifest are read once; the settings at most once per `maxAgeMs` (default 10 s)
 * however many pages are served; a coloring screen's page on every request (one row by key).
 */
export function createIndexHtml(options: IndexHtmlOptions): (urlPath: string) => Promise<string> {
  const { db, maxAgeMs = 10_000, onError, now = Date.now } = options;
  let template: Promise<string> | null = null;
  let manifest: Promise<ViteManifest | null> | null = null;
  let cached: { html: Promise<string>; at: number; version: number } | null = null;

  /** The page with the settings read now; as built (not cached) when they cannot be read. */
  async function render(): Promise<string> {
    template ??= readFile(path.join(options.webDist, 'index.html'), 'utf8');
    const built = await template;
    try {
      return brandIndexHtml(built, await readBranding(db));
    } catch (error) {
      onError?.(error);
      cached = null;
      return built;
    }
  }

  return async (urlPath) => {
    const at = now();
    if (!cached || cached.version !== brandingVersion || at - cached.at >= maxAgeMs) {
      cached = { html: render(), at, version: brandingVersion };
    }
    const html = cached.html;
    manifest ??= readViteManifest(options.webDist);
    const pageId = coloringPageId(urlPath);
    const picture =
      pageId && options.pagePicture
        ? await options.pagePicture(pageId).catch((error: unknown) => {
            onError?.(error);
            return null;
          })
        : null;
    return addRoutePreloads(await html, await manifest, urlPath, { picture });
  };
}
