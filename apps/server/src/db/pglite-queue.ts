import type { PGlite, QueryOptions, Results, Transaction } from '@electric-sql/pglite';

/** Resolves on a later turn of the event loop, after its I/O (poll) phase has run. */
const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * PGlite behind a FIFO queue that hands the event loop back between statements.
 *
 * PGlite runs PostgreSQL in WebAssembly on the server's own thread: every statement is a
 * synchronous call, and its own mutex passes the single connection from one waiting promise to
 * the next inside one microtask drain. Under many concurrent requests the whole backlog of
 * statements then ran without the event loop ever reaching its poll phase: for seconds no
 * connection was accepted and no request read (issue 11: 100 concurrent favorite toggles, 2% of
 * them waited over 10 s before their handler ran, in the kernel's accept queue). Here each
 * statement, or each statement of a transaction, starts on a new turn of the event loop
 * (setImmediate), so sockets are served between any two statements; work keeps its arrival
 * order (one queue for single statements and whole transactions, as PGlite's own mutex).
 *
 * Implements the part of PGlite that drizzle's pglite driver calls (query, exec, transaction);
 * a statement run on the database from inside one of its own transactions waits forever, as it
 * does on PGlite itself.
 */
export class PgliteQueue {
  readonly #client: PGlite;
  #tail: Promise<unknown> = Promise.resolve();
  #waiting = 0;

  constructor(client: PGlite) {
    this.#client = client;
  }

  /**
   * Statements and transactions queued behind the running one, not yet started: how far the
   * single connection is behind (GET /metrics `huebook_db_queue_waiting`).
   */
  get waiting(): number {
    return this.#waiting;
  }

  /** Runs `work` once everything queued before it has finished, on a new event-loop turn. */
  #enqueue<T>(work: () => Promise<T>): Promise<T> {
    this.#waiting += 1;
    const start = () => {
      this.#waiting -= 1;
      return work();
    };
    const run = this.#tail.then(nextTurn).then(start);
    this.#tail = run.catch(() => undefined);
    return run;
  }

  query<T>(query: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>> {
    return this.#enqueue(() => this.#client.query<T>(query, params, options));
  }

  exec(query: string, options?: QueryOptions): Promise<Results[]> {
    return this.#enqueue(() => this.#client.exec(query, options));
  }

  /** Runs `callback` in one transaction; its statements also yield the event loop first. */
  transaction<T>(callback: (tx: Transaction) => Promise<T>): Promise<T> {
    return this.#enqueue(() => this.#client.transaction((tx) => callback(yielding(tx))));
  }

  /** Resolves once every statement queued so far has finished. */
  async drain(): Promise<void> {
    let tail;
    do {
      tail = this.#tail;
      await tail;
    } while (tail !== this.#tail);
  }

  /** Lets queued work finish, then closes PGlite. */
  async close(): Promise<void> {
    await this.drain();
    await this.#client.close();
  }
}

/** A transaction whose statements each start on a new event-loop turn. */
function yielding(tx: Transaction): Transaction {
  return Object.assign(Object.create(tx) as Transaction, {
    query: async <T>(query: string, params?: unknown[], options?: QueryOptions) => {
      await nextTurn();
      return tx.query<T>(query, params, options);
    },
    exec: async (query: string, options?: QueryOptions) => {
      await nextTurn();
      return tx.exec(query, options);
    },
  });
}
