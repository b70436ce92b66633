import { MESSAGES } from '@huebook/shared/messages';
import type { Page } from '@huebook/shared/schemas/page';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState, type RefObject } from 'react';

import { notify } from '../../lib/notification-store.ts';
import { queryKeys } from '../../lib/query-keys.ts';

import { celebrate } from './celebrate.ts';
import type { ColoringSession } from './coloring-session.ts';
import { encodedReplayLog } from './replay/page-log.ts';
import { saveColoredPage } from './save-colored.ts';
import { isSavedAt, shouldAutoSave } from './save-policy.ts';

export interface SaveState {
  /** Nothing changed since the last save (or since the page opened): Save is disabled. */
  isSaved: boolean;
  isSaving: boolean;
  /** A save finished on this visit (shown as a quiet "Saved" beside the button). */
  hasSaved: boolean;
  save(): Promise<void>;
}

/**
 * Saving the drawing layer (spec §4 "Saved flag", "Auto-save"): Save uploads the layer and
 * upserts the colored page, then says 'Page has been saved' with 3 s of confetti. The first
 * stroke or fill on a page the user neither owns nor has colored is saved once by itself,
 * quietly: that save spends the public-page credit.
 */
export function useSaveColored(
  page: Pick<Page, 'id' | 'is_colored' | 'is_owner' | 'colored'>,
  session: ColoringSession | null,
  revision: number,
  canvasRef: RefObject<HTMLCanvasElement | null>,
): SaveState {
  const queryClient = useQueryClient();
  const [savedRevision, setSavedRevision] = useState(0);
  const [isSaving, setIsSaving] = useState(false);
  const [hasSaved, setHasSaved] = useState(false);
  const isBusy = useRef(false);
  const isColored = useRef(page.is_colored || page.colored !== null);
  const hasAutoSaved = useRef(false);

  const run = async (quiet: boolean): Promise<boolean> => {
    const canvas = canvasRef.current;
    if (!session || !canvas || isBusy.current) return false;
    isBusy.current = true;
    setIsSaving(true);
    const at = session.getSnapshot().revision;
    try {
      // The log up to the pixels read now: it leads to exactly this layer.
      const log = encodedReplayLog(session);
      const png = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/png'));
      const colored = png && (await saveColoredPage(page.id, png, await log));
      if (!colored) return false;
      isColored.current = true;
      setSavedRevision(at);
      setHasSaved(true);
      if (!quiet) {
        notify({ message: MESSAGES.pageSaved, variant: 'success' });
        celebrate();
      }
      void queryClient.invalidateQueries({ queryKey: queryKeys.pages.all });
      void queryClient.invalidateQueries({ queryKey: queryKeys.credits.all });
      return true;
    } finally {
      isBusy.current = false;
      setIsSaving(false);
    }
  };
  const latestRun = useRef(run);
  useEffect(() => {
    latestRun.current = run;
  });

  useEffect(() => {
    if (!session) return undefined;
    return session.subscribe((change) => {
      if (change !== 'stroke' && change !== 'fill') return;
      const facts = {
        isColored: isColored.current,
        isOwner: page.is_owner,
        hasAutoSaved: hasAutoSaved.current,
      };
      if (!shouldAutoSave(facts)) return;
      hasAutoSaved.current = true;
      void latestRun.current(true).then((saved) => {
        // A failed auto-save (offline) tries again after the next stroke.
        if (!saved) hasAutoSaved.current = false;
      });
    });
  }, [session, page.is_owner]);

  return {
    isSaved: isSavedAt(revision, savedRevision),
    isSaving,
    hasSaved,
    save: async () => {
      await run(false);
    },
  };
}
