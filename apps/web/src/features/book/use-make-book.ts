import type { PaperSize } from '@huebook/shared/constants';
import { MESSAGES } from '@huebook/shared/messages';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';

import { downloadBlob } from '../../lib/download.ts';
import { saveFile } from '../../lib/native-files.ts';
import { notify } from '../../lib/notification-store.ts';
import { loadCurrentUser } from '../../lib/session.ts';

import { fetchBookPdf, type BookPdfResult } from './book-pdf.ts';
import { bookRequestBody, missingPageIndex } from './book-selection.ts';

/** Why the last try failed, for the screen: plain words, and the page to take out if one is gone. */
export interface BookFailure {
  message: string;
  missingPageId: string | null;
}

/** The failure of `result` in plain words; `titleOf` names a page of the book. */
export function describeFailure(
  result: Extract<BookPdfResult, { ok: false }>,
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

/**
 * "Make the book": checks the plan (paid only, like Download: otherwise the usual notice and
 * /checkout), asks the server for the PDF and saves it (the browser's download, or the device's
 * files on iOS and Android through native-files.ts).
 */
export function useMakeBook(titleOf: (id: string) => string) {
  const navigate = useNavigate();
  const [isMaking, setIsMaking] = useState(false);
  const [failure, setFailure] = useState<BookFailure | null>(null);
  const abort = useRef<AbortController | null>(null);
  useEffect(() => () => abort.current?.abort(), []);

  const deny = () => {
    notify({ message: MESSAGES.downloadPaidOnly, variant: 'danger', persist: true });
    void navigate('/checkout');
  };

  const make = async (title: string, pageIds: readonly string[], paper: PaperSize) => {
    if (isMaking) return;
    setFailure(null);
    setIsMaking(true);
    try {
      const user = await loadCurrentUser();
      if (!user?.plan.paid) return deny();
      abort.current = new AbortController();
      const result = await fetchBookPdf(bookRequestBody(title, pageIds, paper), abort.current.signal);
      if (abort.current.signal.aborted) return;
      if (result.ok) {
        await saveFile(result.blob, result.fileName, downloadBlob);
      } else if (result.status === 403 && result.error?.code === 'NO_PAID_PLAN') {
        deny();
      } else {
        setFailure(describeFailure(result, pageIds, titleOf));
      }
    } catch (error) {
      setFailure({ message: error instanceof Error ? error.message : String(error), missingPageId: null });
    } finally {
      setIsMaking(false);
    }
  };

  return { isMaking, failure, make, clearFailure: () => setFailure(null) };
}
