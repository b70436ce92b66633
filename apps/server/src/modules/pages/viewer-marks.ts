/**
 * A user's marks on pages (the pages they favorited and their colored pages), cached per
 * instance for the page lists, which show them on every card.
 *
 * The cache is validated, not timed: each entry holds the user's `marks_version`, which triggers
 * bump in the same transaction as any change to their favorites or colored pages (migration
 * 0005). A list statement answers from the cache only while the database still holds that
 * version (checked in the statement itself, see list.ts), so an answer is never stale, on any
 * instance: a change made through another instance just makes this one's entry miss once.
 */
import { sql } from 'drizzle-orm';
import { LRUCache } from 'lru-cache';

import type { Executor } from '../../db/client.ts';

/** The user's colored page of a page: its id and stored keys. */
export interface MarkedColored {
  id: string;
  previewKey: string;
  photoKey: string;
}

/** A user's marks at one marks_version. */
export interface ViewerMarks {
  version: number;
  /** Ids of the pages the user favorited. */
  favorites: ReadonlySet<string>;
  /** The user's colored page per page id. */
  coloreds: ReadonlyMap<string, MarkedColored>;
}

/**
 * Past this many favorites or colored pages a user's marks are not cached (their lists probe
 * the marks of the listed pages instead), which bounds the memory and the load of one entry.
 */
export const MARKS_PER_USER = 1000;

/** Marks (favorites + colored pages) held by all entries of one instance: about 30 MB at most. */
const MARKS_PER_INSTANCE = 200_000;

/** How long a user past MARKS_PER_USER stays known as such before their marks are counted again. */
const TOO_MANY_TTL_MS = 10 * 60_000;

/** Cached marks, or the note that the user has too many to cache (until `until`, epoch ms). */
type Entry = ViewerMarks | { version: null; until: number };

/** Reads a user's marks and their version in one statement (one snapshot), or null when gone. */
async function readMarks(db: Executor, userId: string): Promise<Entry | null> {
  const limit = sql.raw(String(MARKS_PER_USER + 1));
  const result = await db.execute(sql`
    SELECT u.marks_version AS version,
      ARRAY(SELECT f.page_id::text FROM favorites f WHERE f.user_id = u.id LIMIT ${limit}) AS favorites,
      ARRAY(SELECT json_build_array(c.page_id, c.id, c.preview_key, c.photo_key)::text
            FROM coloreds c WHERE c.user_id = u.id LIMIT ${limit}) AS coloreds
    FROM users u WHERE u.id = ${userId}`);
  const [row] = (
    result as unknown as { rows: { version: number; favorites: string[]; coloreds: string[] }[] }
  ).rows;
  if (!row) return null;
  if (row.favorites.length > MARKS_PER_USER || row.coloreds.length > MARKS_PER_USER)
    return { version: null, until: Date.now() + TOO_MANY_TTL_MS };
  const coloreds = new Map<string, MarkedColored>();
  for (const text of row.coloreds) {
    const [pageId, id, previewKey, photoKey] = JSON.parse(text) as [string, string, string, string];
    coloreds.set(pageId, { id, previewKey, photoKey });
  }
  return { version: row.version, favorites: new Set(row.favorites), coloreds };
}

/**
 * Per-instance cache of users' marks, least recently used out first (lru-cache), bounded by
 * MARKS_PER_INSTANCE marks in all.
 */
export class ViewerMarksCache {
  private readonly entries = new LRUCache<string, Entry>({
    maxSize: MARKS_PER_INSTANCE,
    sizeCalculation: (entry) => (entry.version === null ? 1 : 1 + entry.favorites.size + entry.coloreds.size),
  });
  private readonly loading = new Map<string, Promise<void>>();

  constructor(private readonly onError: (error: unknown) => void) {}

  /** The user's cached marks (possibly of an older version: the list statement checks it). */
  get(userId: string): ViewerMarks | undefined {
    const entry = this.entries.get(userId);
    return entry && entry.version !== null ? entry : undefined;
  }

  /** Whether the user is known to have more than MARKS_PER_USER marks (not cached). */
  tooMany(userId: string): boolean {
    const entry = this.entries.get(userId);
    return entry?.version === null && entry.until > Date.now();
  }

  /**
   * Reads the user's marks into the cache, once at a time per user; resolves when done. Never
   * rejects: a failed read is reported to onError and leaves the cache as it was.
   */
  refresh(db: Executor, userId: string): Promise<void> {
    let pending = this.loading.get(userId);
    if (!pending) {
      pending = readMarks(db, userId)
        .then((entry) => {
          if (!entry) this.entries.delete(userId);
          else this.entries.set(userId, entry);
        })
        .catch(this.onError)
        .finally(() => this.loading.delete(userId));
      this.loading.set(userId, pending);
    }
    return pending;
  }
}
