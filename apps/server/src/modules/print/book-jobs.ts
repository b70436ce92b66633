/**
 * Books being made (issue 16: "off the request path … the same book requested twice is made
 * once"), shared by every instance through the `book_jobs` table (db/schema.ts). The request
 * that starts a book answers at once with the job; the instance that created it makes it in the
 * background, one book at a time per process (the others wait their turn), writes its progress
 * to the row and puts the finished PDF in storage under a random key, so a poll or a download
 * reaching any instance finds it. Asking for the same book (the same key) while it is made or
 * for BOOK_CACHE_MS after joins the same job, on any instance (INSERT … ON CONFLICT).
 *
 * A maker bumps its jobs' `updated_at` with progress (at most every PROGRESS_WRITE_MS) and
 * every BOOK_HEARTBEAT_MS. A queued or making job without an update for BOOK_STALE_MS lost its
 * maker (the process died): whichever instance reads it next takes it over (made again from page
 * one), or fails it once it has had BOOK_MAX_MAKERS makers, so a book that kills its makers
 * stops. Ended jobs and their files are deleted BOOK_CACHE_MS after they end: by a sweep every
 * SWEEP_MS on each instance (rows locked FOR UPDATE SKIP LOCKED), and at once for the key of a
 * book asked again; reads never answer an expired job.
 */
import { randomBytes, randomUUID } from 'node:crypto';

import { isUuid } from '@huebook/shared/api/contract';
import type { BookPdfBody } from '@huebook/shared/schemas/print';
import { and, eq, inArray, ne, sql, type SQL } from 'drizzle-orm';

import type { Db } from '../../db/client.ts';
import { bookJobs } from '../../db/schema.ts';
import type { Storage } from '../../lib/storage.ts';

import {
  BOOK_CACHE_MS,
  BOOK_MAX_MAKERS,
  BOOK_STALE_MS,
  FAILED_MESSAGE,
  hasEnded,
  inMs,
  LIVE,
  notExpired,
  removeExpiredJobs,
  SWEEP_BATCH,
  takeOverOrFail,
  type BookJobRow,
} from './book-job-rows.ts';

/** How often a maker marks the jobs it holds as alive, milliseconds. */
export const BOOK_HEARTBEAT_MS = 5_000;
/** Least time between two progress writes of one job (the web polls every 400 ms). */
const PROGRESS_WRITE_MS = 250;
/** How often each instance deletes expired jobs and their files, milliseconds. */
const SWEEP_MS = 60_000;
/** How often a request waiting for a book made elsewhere reads its row, milliseconds. */
const WAIT_POLL_MS = 250;
/** Books made at the same time in this process. */
const CONCURRENT_BOOKS = 1;

/** Makes the book of `job` (its stored request), reporting `done` pages as they are rendered. */
export type MakeBook = (job: BookJobRow, onProgress: (done: number) => void) => Promise<Buffer>;

/** Thrown inside a maker to stop it: the app closes, or another instance took the job over. */
class Stopped extends Error {
  constructor(readonly reason: 'closing' | 'lost') {
    super(`book stopped: ${reason}`);
  }
}

/**
 * The book jobs of one app over the shared table: `start` makes or joins, `find` reads one back
 * for its user (taking it over when its maker died), `readPdf` the finished file.
 */
export class BookJobs {
  /** This process's maker id (random, never reused). */
  readonly instance = randomUUID();
  /** Jobs this process holds (queued here or being made), settling when each leaves it. */
  private readonly held = new Map<string, Promise<void>>();
  private readonly waiting: (() => void)[] = [];
  private running = 0;
  private isClosed = false;
  private heartbeat: NodeJS.Timeout | null = null;
  private readonly sweeper: NodeJS.Timeout;
  private sweeping: Promise<unknown> | null = null;

  constructor(
    private readonly options: {
      db: Db;
      storage: Storage;
      make: MakeBook;
      log: (error: unknown, message: string) => void;
    },
  ) {
    this.sweeper = setInterval(() => {
      this.sweeping ??= this.sweep()
        .catch((error: unknown) => this.options.log(error, 'Deleting expired books failed'))
        .finally(() => {
          this.sweeping = null;
        });
    }, SWEEP_MS);
    this.sweeper.unref();
  }

  /**
   * The job of `request.key`: the one being made or ended within BOOK_CACHE_MS, else a new one
   * made here when its turn comes. An expired job of the same key is deleted first.
   * @throws Error when the database fails, or a conflicting job keeps vanishing (three tries).
   */
  async start(request: {
    userId: string;
    key: string;
    total: number;
    body: BookPdfBody;
  }): Promise<BookJobRow> {
    const { db } = this.options;
    await removeExpiredJobs(
      this.options.db,
      this.options.storage,
      this.options.log,
      eq(bookJobs.key, request.key),
    );
    for (let attempt = 0; attempt < 3; attempt += 1) {
      const [created] = await db
        .insert(bookJobs)
        .values({
          userId: request.userId,
          key: request.key,
          request: request.body,
          total: request.total,
          maker: this.instance,
        })
        .onConflictDoNothing({ target: bookJobs.key, where: sql`"status" <> 'failed'` })
        .returning();
      if (created) {
        this.hold(created);
        return created;
      }
      const [known] = await db
        .select()
        .from(bookJobs)
        .where(and(eq(bookJobs.key, request.key), ne(bookJobs.status, 'failed'), notExpired()));
      // Gone between the two statements (it failed, or expired): try again.
      if (known) return this.recover(known);
    }
    throw new Error(`book job ${request.key} kept conflicting`);
  }

  /** The job `id` if it is `userId`'s and not expired; a job whose maker died is recovered. */
  async find(userId: string, id: string): Promise<BookJobRow | undefined> {
    if (!isUuid(id)) return undefined;
    const [job] = await this.options.db
      .select()
      .from(bookJobs)
      .where(and(eq(bookJobs.id, id), eq(bookJobs.userId, userId), notExpired()));
    return job ? this.recover(job) : undefined;
  }

  /**
   * Waits until `userId`'s job `id` is ready or failed (made here or on another instance).
   * @returns the ended job; undefined when it is gone (expired, or never `userId`'s); the job
   *   as it stands once this app closes (its books are handed back, not waited for).
   */
  async waitFor(userId: string, id: string): Promise<BookJobRow | undefined> {
    for (;;) {
      const local = this.held.get(id);
      if (local) await local;
      const job = await this.find(userId, id);
      if (!job || hasEnded(job) || this.isClosed) return job;
      if (!this.held.has(id)) await new Promise((resolve) => setTimeout(resolve, WAIT_POLL_MS));
    }
  }

  /** The finished PDF of a ready job; rejects with code 'ENOENT' when its file is gone. */
  readPdf(job: BookJobRow): Promise<Buffer> {
    if (job.status !== 'ready' || !job.pdfKey)
      return Promise.reject(new Error(`book ${job.id} is not ready`));
    return this.options.storage.get(job.pdfKey);
  }

  /**
   * Deletes expired jobs (ended more than BOOK_CACHE_MS ago) and their files, batch by batch.
   * @returns how many were deleted.
   */
  async sweep(): Promise<number> {
    let deleted = 0;
    for (;;) {
      const batch = await removeExpiredJobs(
        this.options.db,
        this.options.storage,
        this.options.log,
        undefined,
      );
      deleted += batch;
      if (batch < SWEEP_BATCH) return deleted;
    }
  }

  /**
   * Stops making books: the one being made stops at its next page and, with those waiting their
   * turn, is handed back (marked stale, so the next instance to read it takes it over at once).
   */
  async close(): Promise<void> {
    this.isClosed = true;
    clearInterval(this.sweeper);
    for (const next of this.waiting.splice(0)) next();
    await Promise.allSettled([...this.held.values()]);
    this.stopHeartbeat();
    await this.sweeping;
  }

  /**
   * Takes over `job` when its maker died (takeOverOrFail's rule: no update for BOOK_STALE_MS;
   * failed instead after BOOK_MAX_MAKERS), and queues it here.
   */
  private async recover(job: BookJobRow): Promise<BookJobRow> {
    if (hasEnded(job) || this.isClosed || this.held.has(job.id)) return job;
    const changed = await takeOverOrFail(this.options.db, job.id, this.instance);
    if (!changed) return job;
    if (changed.status === 'failed') {
      this.options.log(
        new Error(`book ${job.id} lost ${BOOK_MAX_MAKERS} makers`),
        'A book PDF could not be made',
      );
    } else {
      this.hold(changed);
    }
    return changed;
  }

  /** Queues `job` (made by this instance) and keeps it alive until it leaves. */
  private hold(job: BookJobRow): void {
    const done = this.run(job).finally(() => {
      this.held.delete(job.id);
      if (this.held.size === 0) this.stopHeartbeat();
    });
    this.held.set(job.id, done);
    this.heartbeat ??= setInterval(() => {
      void this.options.db
        .update(bookJobs)
        .set({ updatedAt: sql`now()` })
        .where(and(eq(bookJobs.maker, this.instance), inArray(bookJobs.status, [...LIVE])))
        .catch((error: unknown) => this.options.log(error, 'Marking books alive failed'));
    }, BOOK_HEARTBEAT_MS);
    this.heartbeat.unref();
  }

  private stopHeartbeat(): void {
    if (this.heartbeat) clearInterval(this.heartbeat);
    this.heartbeat = null;
  }

  /** This maker's job `id`, while it still is (another instance may have taken it over). */
  private mine(id: string): SQL {
    return and(eq(bookJobs.id, id), eq(bookJobs.maker, this.instance))!;
  }

  private async run(job: BookJobRow): Promise<void> {
    const { db, storage } = this.options;
    await this.turn();
    let progress: Promise<void> | null = null;
    try {
      if (this.isClosed) throw new Stopped('closing');
      const [making] = await db
        .update(bookJobs)
        .set({ status: 'making', updatedAt: sql`now()` })
        .where(and(this.mine(job.id), eq(bookJobs.status, 'queued')))
        .returning();
      if (!making) throw new Stopped('lost');
      let isLost = false;
      let lastWrite = 0;
      const pdf = await this.options.make(making, (done) => {
        if (this.isClosed) throw new Stopped('closing');
        if (isLost) throw new Stopped('lost');
        if (progress || Date.now() - lastWrite < PROGRESS_WRITE_MS) return;
        lastWrite = Date.now();
        progress = db
          .update(bookJobs)
          .set({ done: sql`greatest(${bookJobs.done}, ${done})`, updatedAt: sql`now()` })
          .where(this.mine(job.id))
          .returning({ id: bookJobs.id })
          .then((rows) => {
            isLost = rows.length === 0;
          })
          .catch((error: unknown) => this.options.log(error, 'Writing a book’s progress failed'))
          .finally(() => {
            progress = null;
          });
      });
      await progress;
      // Random, so the file cannot be found under /uploads from anything a user sees.
      const pdfKey = `book-${randomBytes(18).toString('base64url')}.pdf`;
      await storage.put(pdfKey, pdf, 'application/pdf');
      const [ready] = await db
        .update(bookJobs)
        .set({
          status: 'ready',
          done: job.total,
          pdfKey,
          expiresAt: sql`now() + ${inMs(BOOK_CACHE_MS)}`,
          updatedAt: sql`now()`,
        })
        .where(this.mine(job.id))
        .returning({ id: bookJobs.id });
      if (!ready) await storage.delete(pdfKey);
    } catch (error) {
      await progress;
      if (error instanceof Stopped) {
        if (error.reason === 'closing') await this.handBack(job.id);
        return;
      }
      this.options.log(error, 'A book PDF could not be made');
      await db
        .update(bookJobs)
        .set({
          status: 'failed',
          error: FAILED_MESSAGE,
          expiresAt: sql`now() + ${inMs(BOOK_CACHE_MS)}`,
          updatedAt: sql`now()`,
        })
        .where(this.mine(job.id))
        .catch((failure: unknown) => this.options.log(failure, 'Recording a failed book failed'));
    } finally {
      this.release();
    }
  }

  /** Marks a job this instance gives up (closing) as stale, so another takes it over at once. */
  private async handBack(id: string): Promise<void> {
    await this.options.db
      .update(bookJobs)
      .set({ updatedAt: sql`now() - ${inMs(BOOK_STALE_MS + 1000)}` })
      .where(and(this.mine(id), inArray(bookJobs.status, [...LIVE])))
      .catch((error: unknown) => this.options.log(error, 'Handing a book back failed'));
  }

  /** Waits until fewer than CONCURRENT_BOOKS are being made. */
  private async turn(): Promise<void> {
    if (this.running < CONCURRENT_BOOKS && this.waiting.length === 0) {
      this.running += 1;
      return;
    }
    // The slot is handed over by `release` (running stays counted), so no newcomer slips in.
    await new Promise<void>((resolve) => this.waiting.push(resolve));
  }

  private release(): void {
    const next = this.waiting.shift();
    if (next) next();
    else this.running = Math.max(0, this.running - 1);
  }
}
