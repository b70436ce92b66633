import { UNKNOWN_TIME_ZONE } from '@huebook/shared/schemas/analytics';
import { sql } from 'drizzle-orm';

import type { Executor } from '../../db/client.ts';
import { AppError } from '../../errors.ts';

/**
 * The zone names of pg_timezone_names, read once per database: the view reads the whole tz
 * directory on every scan (~50 ms on PostgreSQL and PGlite alike).
 */
const zonesByDb = new WeakMap<Executor, Promise<ReadonlySet<string>>>();

function knownTimeZones(db: Executor): Promise<ReadonlySet<string>> {
  let zones = zonesByDb.get(db);
  if (!zones) {
    zones = db
      .execute(sql`SELECT name FROM pg_timezone_names`)
      .then(
        (result) => new Set((result as unknown as { rows: { name: string }[] }).rows.map((row) => row.name)),
      );
    // A failed read is not remembered: the next call tries again.
    zones.catch(() => zonesByDb.delete(db));
    zonesByDb.set(db, zones);
  }
  return zones;
}

/**
 * Returns `tz` when PostgreSQL knows it as a zone name (exact spelling, as in
 * pg_timezone_names). Checking names, not what `AT TIME ZONE` would accept, keeps out POSIX
 * strings such as '+01:00', whose sign PostgreSQL reads opposite to ISO 8601.
 * @throws AppError INVALID_INPUT 'tz: Unknown time zone; …' otherwise.
 */
export async function requireKnownTimeZone(db: Executor, tz: string): Promise<string> {
  if ((await knownTimeZones(db)).has(tz)) return tz;
  throw new AppError('INVALID_INPUT', `tz: ${UNKNOWN_TIME_ZONE}`, [
    { path: 'tz', message: UNKNOWN_TIME_ZONE },
  ]);
}
