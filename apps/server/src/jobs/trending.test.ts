import type { Page } from '@huebook/shared/schemas/page';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { coloreds, favorites, pages, plans, trendingState, users } from '../db/schema.ts';
import { body, createUser, insertPages, setupTestApp, type TestApp, type TestUser } from '../test/app.ts';

import { recomputeTrending } from './trending.ts';

let t: TestApp;
let viewer: TestUser;
let fans: string[];

const DAY = 24 * 3600 * 1000;
const ago = (ms: number) => new Date(Date.now() - ms);

/** `n` users inserted straight into the database (they only author favorites and colorings). */
async function insertUsers(n: number): Promise<string[]> {
  const [free] = await t.db.select().from(plans).where(eq(plans.name, 'free'));
  const rows = await t.db
    .insert(users)
    .values(
      Array.from({ length: n }, (_, i) => ({
        name: `Fan ${i}`,
        email: `fan-${i}@example.com`,
        planId: free!.id,
      })),
    )
    .returning({ id: users.id });
  return rows.map((r) => r.id);
}

/** `n` favorites (or colorings) of a page by the first `n` fans, made `age` milliseconds ago. */
async function activity(kind: 'favorite' | 'colored', pageId: string, from: number, n: number, age: number) {
  const authors = fans.slice(from, from + n);
  if (kind === 'favorite') {
    await t.db.insert(favorites).values(authors.map((userId) => ({ userId, pageId, createdAt: ago(age) })));
  } else {
    await t.db.insert(coloreds).values(
      authors.map((userId) => ({
        userId,
        pageId,
        photoKey: 'p.png',
        previewKey: 'v.webp',
        createdAt: ago(age),
      })),
    );
  }
}

const scores = async () =>
  new Map((await t.db.select().from(pages)).map((row) => [row.id, row.trendingScore] as const));

beforeAll(async () => {
  t = await setupTestApp();
  viewer = await createUser(t, { name: 'Vic Viewer' });
  fans = await insertUsers(30);
});
afterAll(async () => {
  await t?.close();
});

describe('recomputeTrending', () => {
  it('scores favorites and colorings of the last 7 days, resets pages that dropped out, skips blocked', async () => {
    const owner = await createUser(t, { name: 'Olive Owner' });
    const [hot, mixed, old, stale, blocked] = await insertPages(t, owner.user.id, 5, (i) => ({
      trendingScore: i === 3 ? 12 : 0,
      blocked: i === 4,
    }));
    await activity('favorite', hot!, 0, 4, 1 * DAY);
    await activity('colored', hot!, 0, 2, 6 * DAY);
    await activity('favorite', mixed!, 0, 1, 2 * DAY);
    await activity('favorite', mixed!, 1, 5, 8 * DAY); // outside the window
    await activity('colored', mixed!, 0, 1, 3 * DAY);
    await activity('favorite', old!, 0, 9, 30 * DAY);
    await activity('colored', old!, 0, 3, 7 * DAY + 60_000);
    await activity('favorite', blocked!, 0, 6, DAY);

    const run = await recomputeTrending(t.db);
    expect(run).toMatchObject({ status: 'done', threshold: 3 });
    const after = await scores();
    expect([hot, mixed, old, stale, blocked].map((id) => after.get(id!))).toEqual([6, 2, 0, 0, 0]);

    const listed = body(
      await t.app.inject({ url: '/api/pages/paginate?sort=trending', headers: viewer.headers }),
    ).data as Page[];
    expect(listed.map((p) => p.id)).toEqual([hot, mixed, ...[old, stale].sort().reverse()]);
    expect(listed.map((p) => p.trending)).toEqual([true, false, false, false]);

    // Unblocked, the page gets its score back at the next recompute.
    await t.db.update(pages).set({ blocked: false }).where(eq(pages.id, blocked!));
    await recomputeTrending(t.db);
    expect((await scores()).get(blocked!)).toBe(6);
    await t.db.delete(pages).where(eq(pages.userId, owner.user.id));
  });

  it('stores the 20th highest score as the threshold; trending = score ≥ 3 among the top 20', async () => {
    const owner = await createUser(t, { name: 'Tess Top' });
    // Page k (0…23) gets k + 1 recent favorites and one recent coloring when k is even.
    const ids = await insertPages(t, owner.user.id, 24);
    for (const [k, id] of ids.entries()) {
      await activity('favorite', id, 0, k + 1, DAY);
      if (k % 2 === 0) await activity('colored', id, 0, 1, DAY);
    }
    const run = await recomputeTrending(t.db);
    const expectedScores = ids.map((_, k) => k + 1 + (k % 2 === 0 ? 1 : 0));
    const twentieth = [...expectedScores].sort((a, b) => b - a)[19]!;
    expect(run).toMatchObject({ status: 'done', threshold: twentieth });
    const [state] = await t.db.select().from(trendingState);
    expect(state!.threshold).toBe(twentieth);

    const listed = body(
      await t.app.inject({ url: '/api/pages/paginate?sort=trending&scope=public', headers: viewer.headers }),
    ).data as Page[];
    const byId = new Map(ids.map((id, k) => [id, expectedScores[k]!]));
    expect(listed.map((p) => byId.get(p.id))).toEqual([...expectedScores].sort((a, b) => b - a));
    expect(listed.filter((p) => p.trending)).toHaveLength(20);
    expect(listed.every((p) => p.trending === byId.get(p.id)! >= twentieth)).toBe(true);
    const one = body(await t.app.inject({ url: `/api/pages/${ids[23]}/read`, headers: viewer.headers })).data;
    expect(one.trending).toBe(true);

    // Activity leaving the window takes the pages out of trending at the next recompute.
    await t.db.update(favorites).set({ createdAt: ago(10 * DAY) });
    await t.db.update(coloreds).set({ createdAt: ago(10 * DAY) });
    expect(await recomputeTrending(t.db)).toMatchObject({ status: 'done', threshold: 3 });
    expect([...(await scores()).values()].every((score) => score === 0)).toBe(true);
    await t.db.delete(pages).where(eq(pages.userId, owner.user.id));
  });

  it('lets concurrent runs coexist: one recomputes, the other waits or skips; results stay right', async () => {
    const owner = await createUser(t, { name: 'Cora Concurrent' });
    const [id] = await insertPages(t, owner.user.id, 1);
    await activity('favorite', id!, 0, 4, DAY);
    const runs = await Promise.all([
      recomputeTrending(t.db),
      recomputeTrending(t.db),
      recomputeTrending(t.db),
    ]);
    expect(runs.some((run) => run.status === 'done')).toBe(true);
    expect((await scores()).get(id!)).toBe(4);

    // A run younger than minAgeMs makes the next one skip (instances sharing one timer).
    expect(await recomputeTrending(t.db, { minAgeMs: 60_000 })).toEqual({ status: 'skipped' });

    // The lock is the transaction's: held elsewhere, a run skips at once.
    if (t.database.driver === 'pg') {
      await t.db.transaction(async (tx) => {
        await tx.execute(sql`SELECT pg_advisory_xact_lock(7262736)`);
        expect(await recomputeTrending(t.db)).toEqual({ status: 'skipped' });
      });
    }
    expect(await recomputeTrending(t.db)).toMatchObject({ status: 'done' });
  });
});
