import { MESSAGES } from '@huebook/shared/messages';
import type { BookJob, BookPdfBody } from '@huebook/shared/schemas/print';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';

import { downloadBlob } from '../../lib/download.ts';
import { saveFile } from '../../lib/native-files.ts';
import { notify } from '../../lib/notification-store.ts';
import { loadCurrentUser } from '../../lib/session.ts';

import { fetchBookFile, readBookJob, startBookJob, type BookAnswer } from './book-api.ts';
import { missingPageIndex } from './book-selection.ts';

/** How often the screen asks how far the book has got, milliseconds. */
export const BOOK_POLL_MS = 400;

/** Why the last try failed, for the screen: plain words, and the page to take out if one is gone. */
export interface BookFailure {
  message: string;
  missingPageId: string | null;
}

/** The failure of `result` in plain words; `titleOf` names a page of the book. */
export function describeFailure(
  result: Extract<BookAnswer<unknown>, { ok: false }>,
  pageIds: readonly string[],
  titleOf: (id: string) => string,
): BookFailure {
  const { status, error } = result;
  if (status === 404) {
    const index = missingPageIndex(error?.issues);
    const id = index === null ? undefined : pageIds[index];
    if (index !== null && id !== undefined) {
      return {
        message: `Page ${index + 1}, “${titleOf(id)}”, is no longer available. Take it out of the book and try again.`,
        missingPageId: id,
      };
    }
    return {
      message: 'A page of the book is no longer available. Choose the pages again.',
      missingPageId: null,
    };
  }
  if (status === 0) {
    return {
      message: 'We couldn’t reach Huebook. Check your connection, then try again.',
      missingPageId: null,
    };
  }
  return { message: error?.message || 'The book could not be made. Try again.', missingPageId: null };
}

/** Where the book being made stands, for the progress bar. */
export type BookProgressState = Pick<BookJob, 'state' | 'done' | 'total'>;

const wait = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => {
      clearTimeout(timer);
      resolve();
    });
  });

/**
 * "Make the book": checks the plan (paid only, like Download: otherwise the usual notice and
 * /checkout), starts the book on the server (POST /books), follows its progress every
 * BOOK_POLL_MS (pages done of total, for a real progress bar) and saves the PDF once ready (the
 * browser's download, or the device's files on iOS and Android through native-files.ts).
 * Leaving the screen stops following it.
 */
export function useMakeBook(titleOf: (id: string) => string) {
  const navigate = useNavigate();
  const [progress, setProgress] = useState<BookProgressState | null>(null);
  const [failure, setFailure] = useState<BookFailure | null>(null);
  const abort = useRef<AbortController | null>(null);
  const isBusy = useRef(false);
  useEffect(() => () => abort.current?.abort(), []);

  const deny = () => {
    notify({ message: MESSAGES.downloadPaidOnly, variant: 'danger', persist: true });
    void navigate('/checkout');
  };

  const fail = (result: Extract<BookAnswer<unknown>, { ok: false }>, pageIds: readonly string[]) => {
    if (result.status === 403 && result.error?.code === 'NO_PAID_PLAN') deny();
    else setFailure(describeFailure(result, pageIds, titleOf));
  };

  /** Follows job `first` until it is ready; null when it failed (already told) or was left. */
  const follow = async (first: BookJob, pageIds: readonly string[], signal: AbortSignal) => {
    let job = first;
    setProgress(job);
    while (job.state === 'queued' || job.state === 'making') {
      await wait(BOOK_POLL_MS, signal);
      if (signal.aborted) return null;
      const next = await readBookJob(job.id, signal);
      if (signal.aborted) return null;
      if (!next.ok && next.status === 404) {
        // The job is gone (the server restarted): the server's words say to make it again.
        setFailure({
          message: next.error?.message || 'The book is no longer being made. Try again.',
          missingPageId: null,
        });
        return null;
      }
      if (!next.ok) {
        fail(next, pageIds);
        return null;
      }
      job = next.value;
      setProgress(job);
    }
    if (job.state === 'failed') {
      setFailure({ message: job.message ?? 'The book could not be made. Try again.', missingPageId: null });
      return null;
    }
    return job;
  };

  const make = async (body: BookPdfBody) => {
    if (isBusy.current) return;
    isBusy.current = true;
    setFailure(null);
    setProgress({ state: 'queued', done: 0, total: body.pageIds.length });
    const controller = new AbortController();
    abort.current = controller;
    const { signal } = controller;
    try {
      const user = await loadCurrentUser();
      if (!user?.plan.paid) return deny();
      const started = await startBookJob(body, signal);
      if (signal.aborted) return;
      if (!started.ok) return fail(started, body.pageIds);
      const job = await follow(started.value, body.pageIds, signal);
      if (!job) return;
      const file = await fetchBookFile(job, signal);
      if (signal.aborted) return;
      if (!file.ok) return fail(file, body.pageIds);
      await saveFile(file.value.blob, file.value.fileName, downloadBlob);
    } catch (error) {
      setFailure({ message: error instanceof Error ? error.message : String(error), missingPageId: null });
    } finally {
      isBusy.current = false;
      setProgress(null);
    }
  };

  return { isMaking: progress !== null, progress, failure, make, clearFailure: () => setFailure(null) };
}
