import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

import { describe, expect, it } from 'vitest';

import { MIGRATIONS_FOLDER } from './client.ts';

interface JournalEntry {
  idx: number;
  tag: string;
  when: number;
}

const journal = JSON.parse(readFileSync(join(MIGRATIONS_FOLDER, 'meta', '_journal.json'), 'utf8')) as {
  entries: JournalEntry[];
};

/**
 * drizzle's migrator applies a migration only when its journal time (`when`) is later than the
 * newest one recorded in the database, so a migration whose time is not the latest is skipped
 * on every database already past its predecessor — silently. Several migrations were written by
 * hand with set times; this keeps the next one honest.
 */
describe('the migrations journal', () => {
  it('lists every SQL file once, in order, with strictly increasing times', () => {
    const files = readdirSync(MIGRATIONS_FOLDER)
      .filter((name) => name.endsWith('.sql'))
      .sort();
    expect(journal.entries.map((entry) => `${entry.tag}.sql`)).toEqual(files);
    journal.entries.forEach((entry, index) => {
      expect(entry.idx, entry.tag).toBe(index);
      if (index > 0) expect(entry.when, entry.tag).toBeGreaterThan(journal.entries[index - 1]!.when);
    });
  });
});
