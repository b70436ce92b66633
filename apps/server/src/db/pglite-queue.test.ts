import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { PgliteQueue } from './pglite-queue.ts';

let client: PGlite;
let queue: PgliteQueue;

beforeAll(async () => {
  client = await PGlite.create();
  await client.exec('CREATE TABLE log (n serial PRIMARY KEY, caller int NOT NULL)');
  queue = new PgliteQueue(client);
});
afterAll(async () => {
  await queue?.close();
});

const logged = async () =>
  (await client.query<{ caller: number }>('SELECT caller FROM log ORDER BY n')).rows.map((r) => r.caller);

describe('PgliteQueue', () => {
  it('runs statements and whole transactions in the order they arrive', async () => {
    await client.exec('TRUNCATE log');
    const insert = (caller: number) => queue.query('INSERT INTO log (caller) VALUES ($1)', [caller]);
    const work: Promise<unknown>[] = [insert(1), insert(2)];
    work.push(
      queue.transaction(async (tx) => {
        await tx.query('INSERT INTO log (caller) VALUES (3)');
        await new Promise((resolve) => setTimeout(resolve, 20));
        await tx.query('INSERT INTO log (caller) VALUES (4)');
      }),
    );
    for (let caller = 5; caller <= 40; caller += 1) work.push(insert(caller));
    await Promise.all(work);
    expect(await logged()).toEqual(Array.from({ length: 40 }, (_, i) => i + 1));
  });

  it('gives the event loop a turn between statements, so sockets are served under load', async () => {
    let finished = 0;
    const work = Array.from({ length: 200 }, (_, i) =>
      queue.query('SELECT $1::int AS i', [i]).then(() => (finished += 1)),
    );
    // A timer stands for a socket's I/O: it runs once the event loop gets its turn. Straight on
    // PGlite all 200 statements ran in one go before any timer or socket got it.
    const seenByTimer = await new Promise<number>((resolve) => setTimeout(() => resolve(finished), 0));
    await Promise.all(work);
    expect(seenByTimer).toBeLessThan(20);
    expect(finished).toBe(200);
  });

  it('counts the statements waiting behind the running one', async () => {
    expect(queue.waiting).toBe(0);
    const seen: number[] = [];
    const work = Array.from({ length: 10 }, (_, i) =>
      queue.query('SELECT $1::int AS i', [i]).then(() => seen.push(queue.waiting)),
    );
    expect(queue.waiting).toBe(10);
    await Promise.all(work);
    // Each statement, once answered, sees fewer behind it; the last sees none.
    expect(seen).toEqual([9, 8, 7, 6, 5, 4, 3, 2, 1, 0]);
    expect(queue.waiting).toBe(0);
  });

  it('keeps going after a failed statement or a rolled-back transaction', async () => {
    await client.exec('TRUNCATE log');
    const failing = queue.query('INSERT INTO log (caller) VALUES (NULL)');
    const rolledBack = queue.transaction(async (tx) => {
      await tx.query('INSERT INTO log (caller) VALUES (1)');
      throw new Error('changed my mind');
    });
    const after = queue.query('INSERT INTO log (caller) VALUES (2)');
    await expect(failing).rejects.toThrow(/null value/);
    await expect(rolledBack).rejects.toThrow('changed my mind');
    await after;
    expect(await logged()).toEqual([2]);
  });

  it('lets queued statements finish before closing', async () => {
    const own = new PgliteQueue(await PGlite.create());
    const answers = Array.from({ length: 20 }, (_, i) =>
      own.query<{ i: number }>('SELECT $1::int AS i', [i]),
    );
    await own.close();
    expect((await Promise.all(answers)).map((r) => r.rows[0]?.i)).toEqual(
      Array.from({ length: 20 }, (_, i) => i),
    );
  });
});
