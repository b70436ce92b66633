/**
 * Books being made (issue 16: "off the request path … the same book requested twice is made
 * once"). A book is a job: the request that starts it answers at once with the job, the work
 * runs in the background (pixel work on libvips threads, pdf-lib yielding between objects), and
 * the caller polls its progress. One book is made at a time per process, the others wait their
 * turn, so books never take more than one picture pipeline from the requests of everyone else.
 * A job is found again by its key (user, ordered pages with what changes their print, options)
 * while it is made and for BOOK_CACHE_MS after, so asking twice makes it once.
 */
import { randomUUID } from 'node:crypto';

import type { BookJob } from '@huebook/shared/schemas/print';

/** How long a made book stays downloadable and answers the same request, milliseconds. */
export const BOOK_CACHE_MS = 10 * 60_000;
/** Most bytes of finished PDFs kept; the oldest go first beyond it (24 colored pages ≈ 1.5 MB). */
const MAX_CACHED_BYTES = 64 * 2 ** 20;
/** Books made at the same time in this process. */
const CONCURRENT_BOOKS = 1;

/** What makes a book: called when its turn comes, it reports `done` pages as it renders them. */
export type MakeBook = (onProgress: (done: number) => void) => Promise<Buffer>;

/** A book job as the store keeps it: what the caller sees (`view`) and what it does not. */
export interface Job {
  view: BookJob;
  userId: string;
  key: string;
  disposition: string;
  pdf: Buffer | null;
  /** When the job is forgotten (set once it ends), ms since the epoch. */
  expiresAt: number;
  /** Settles when the job ends, ready or failed (never rejects). */
  ended: Promise<void>;
}

/** The book jobs of one app: `start` makes or joins, `find` reads one back for its user. */
export class BookJobs {
  private readonly byId = new Map<string, Job>();
  private readonly byKey = new Map<string, Job>();
  private readonly waiting: (() => void)[] = [];
  private running = 0;
  private isClosed = false;

  constructor(private readonly log: (error: unknown) => void = () => {}) {}

  /**
   * The job for `key`: the one being made or made within BOOK_CACHE_MS, else a new one that
   * runs `make` when its turn comes. `total` is the page count, `fileName` and `disposition`
   * name the PDF.
   */
  start(request: {
    userId: string;
    key: string;
    total: number;
    fileName: string;
    disposition: string;
    make: MakeBook;
  }): Job {
    this.sweep();
    const known = this.byKey.get(request.key);
    if (known) return known;
    const view: BookJob = {
      id: randomUUID(),
      state: 'queued',
      done: 0,
      total: request.total,
      fileName: request.fileName,
      message: null,
    };
    const job: Job = {
      view,
      userId: request.userId,
      key: request.key,
      disposition: request.disposition,
      pdf: null,
      expiresAt: Number.POSITIVE_INFINITY,
      ended: Promise.resolve(),
    };
    job.ended = this.run(job, request.make);
    this.byId.set(view.id, job);
    this.byKey.set(request.key, job);
    return job;
  }

  /** The job `id` if it is `userId`'s and not forgotten yet. */
  find(userId: string, id: string): Job | undefined {
    this.sweep();
    const job = this.byId.get(id);
    return job && job.userId === userId ? job : undefined;
  }

  /** Stops taking turns: waiting books fail, the one being made finishes. */
  close(): void {
    this.isClosed = true;
    for (const next of this.waiting.splice(0)) next();
  }

  private async run(job: Job, make: MakeBook): Promise<void> {
    try {
      await this.turn();
      if (this.isClosed) throw new Error('The server is shutting down.');
      job.view.state = 'making';
      const pdf = await make((done) => {
        job.view.done = done;
      });
      job.pdf = pdf;
      job.view.state = 'ready';
      job.view.done = job.view.total;
    } catch (error) {
      this.log(error);
      job.view.state = 'failed';
      job.view.message = 'The book could not be made. Try again.';
      // A new request makes it again rather than joining the failure.
      this.byKey.delete(job.key);
    } finally {
      job.expiresAt = Date.now() + BOOK_CACHE_MS;
      this.release();
      this.trimCache();
    }
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

  /** Forgets jobs past their time. */
  private sweep(): void {
    const now = Date.now();
    for (const [id, job] of this.byId) {
      if (job.expiresAt > now) continue;
      this.byId.delete(id);
      if (this.byKey.get(job.key) === job) this.byKey.delete(job.key);
    }
  }

  /** Drops the oldest finished PDFs while they hold more than MAX_CACHED_BYTES. */
  private trimCache(): void {
    let bytes = 0;
    const ready = [...this.byId.values()].filter((job) => job.pdf).reverse();
    for (const job of ready) {
      bytes += job.pdf!.length;
      if (bytes <= MAX_CACHED_BYTES) continue;
      job.expiresAt = 0;
    }
    this.sweep();
  }
}
