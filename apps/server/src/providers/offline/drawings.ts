import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

/**
 * Access to the outline drawings of `@tabler/icons` (MIT, see LICENSES.md): 24×24 SVGs drawn
 * with 2-unit round strokes. Files are read once and cached.
 */

const require = createRequire(import.meta.url);
/** The package maps `@tabler/icons/*` to its `icons/` folder. */
const outlineDir = dirname(require.resolve('@tabler/icons/outline/circle.svg'));
const catalogPath = join(outlineDir, '..', '..', 'icons.json');

/** Categories whose drawings suit a colouring page (no UI glyphs, logos or letters). */
const PICTURE_CATEGORIES = new Set([
  'Animals',
  'Nature',
  'Food',
  'Vehicles',
  'Weather',
  'Buildings',
  'Sport',
  'Games',
]);

interface CatalogEntry {
  name: string;
  category?: string;
  tags?: (string | number)[];
  styles?: { outline?: unknown };
}

let pictureIndex: Map<string, string[]> | undefined;
const bodies = new Map<string, string>();

/**
 * Drawings whose name or tags contain `word`, within the picture categories, exact name
 * first. Used for prompt words outside Huebook's own word lists. Returns icon names.
 */
export function findDrawings(word: string): string[] {
  pictureIndex ??= buildIndex();
  return pictureIndex.get(word.toLowerCase()) ?? [];
}

function buildIndex(): Map<string, string[]> {
  const catalog = JSON.parse(readFileSync(catalogPath, 'utf8')) as Record<string, CatalogEntry>;
  const byWord = new Map<string, string[]>();
  const add = (word: string, name: string, first: boolean) => {
    const list = byWord.get(word) ?? [];
    if (!list.includes(name)) {
      if (first) list.unshift(name);
      else list.push(name);
    }
    byWord.set(word, list);
  };
  for (const entry of Object.values(catalog)) {
    if (
      !entry.styles?.outline ||
      !PICTURE_CATEGORIES.has(entry.category ?? '') ||
      entry.name.endsWith('-off')
    )
      continue;
    for (const part of entry.name.split('-')) if (part.length > 2) add(part, entry.name, entry.name === part);
    for (const tag of entry.tags ?? []) {
      for (const part of String(tag)
        .toLowerCase()
        .split(/[\s-]+/))
        if (part.length > 2) add(part, entry.name, false);
    }
  }
  return byWord;
}

/** Whether an outline drawing of that name exists. */
export function hasDrawing(name: string): boolean {
  try {
    drawingBody(name);
    return true;
  } catch {
    return false;
  }
}

/**
 * The inner SVG elements of an outline drawing (its `<path>`s, in a 24×24 box, no stroke or
 * fill of their own), without the invisible bounding-box path Tabler adds.
 * @throws Error when no drawing has that name.
 */
export function drawingBody(name: string): string {
  const cached = bodies.get(name);
  if (cached !== undefined) return cached;
  if (!/^[a-z0-9-]+$/.test(name)) throw new Error(`invalid drawing name ${JSON.stringify(name)}`);
  const svg = readFileSync(join(outlineDir, `${name}.svg`), 'utf8');
  const open = svg.indexOf('>', svg.indexOf('<svg'));
  const close = svg.lastIndexOf('</svg>');
  const body = svg
    .slice(open + 1, close)
    .replace(/<path stroke="none"[^>]*\/>/g, '')
    .trim();
  bodies.set(name, body);
  return body;
}
