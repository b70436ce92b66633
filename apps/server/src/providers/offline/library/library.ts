import { readFileSync } from 'node:fs';

import { normalizeWord, singularForms } from './word-forms.ts';

/**
 * The offline drawing library: a few hundred public-domain Open Clip Art drawings, each stored
 * as a label map (`drawings/<id>.png`) and described in `drawings/library.json`, both made by
 * `scripts/build-drawing-library.ts` from Debian's `openclipart-svg` package (see SOURCES.md).
 */

export interface LibraryEntry {
  /** Kebab-case, unique; also the file name `drawings/<id>.png`. */
  id: string;
  title: string;
  /** Singular nouns, lower case, the main subject first, then synonyms and parts. */
  keywords: string[];
  category: string;
  source: { package: string; version: string; path: string };
  author?: string;
  licence: string;
  /** Size of the stored label map, pixels. */
  width: number;
  height: number;
  /** Regions inside the drawing in the stored label map. */
  regions: number;
}

interface LibraryFile {
  entries: LibraryEntry[];
}

export const LIBRARY_JSON = new URL('./drawings/library.json', import.meta.url);

let entries: readonly LibraryEntry[] | undefined;
/** Rank of keywords past an entry's first two: things it shows rather than what it is. */
const SHOWS_RANK = 2;

let byKeyword: Map<string, { entry: LibraryEntry; rank: number }[]> | undefined;

/** Every drawing in the library, in the order of the build's selection list. */
export function libraryEntries(): readonly LibraryEntry[] {
  entries ??= (JSON.parse(readFileSync(LIBRARY_JSON, 'utf8')) as LibraryFile).entries;
  return entries;
}

/** The entry with this id, or undefined. */
export function libraryEntry(id: string): LibraryEntry | undefined {
  return libraryEntries().find((e) => e.id === id);
}

/**
 * Entries matching a word (or phrase, "apple tree") of a prompt: an exact keyword or the
 * singular of a plural ("cats", "foxes", "puppies", "mice", "geese", "wolves", "sheep");
 * synonyms are keywords of their own ("kitty", "automobile"). When some drawings' subject the
 * word names (one of their first two keywords), only those, best first; else the drawings that
 * merely show it ("monster" → a dragon, a troll), so "apple" never gives a slate with an apple
 * painted on it. Empty when nothing matches.
 */
export function findDrawings(word: string): LibraryEntry[] {
  byKeyword ??= indexKeywords(libraryEntries());
  for (const form of singularForms(word)) {
    const hits = byKeyword.get(form);
    if (!hits) continue;
    const named = hits.filter((h) => h.rank < SHOWS_RANK);
    return (named.length > 0 ? named : hits).sort((a, b) => a.rank - b.rank).map((h) => h.entry);
  }
  return [];
}

function indexKeywords(list: readonly LibraryEntry[]): Map<string, { entry: LibraryEntry; rank: number }[]> {
  const index = new Map<string, { entry: LibraryEntry; rank: number }[]>();
  for (const entry of list) {
    entry.keywords.forEach((keyword, rank) => {
      const key = normalizeWord(keyword);
      const hits = index.get(key) ?? [];
      if (!hits.some((h) => h.entry === entry)) hits.push({ entry, rank: Math.min(rank, SHOWS_RANK) });
      index.set(key, hits);
    });
  }
  return index;
}
