import type { Page } from '@huebook/shared/schemas/page';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';

import { notify } from '../../lib/notification-store.ts';
import { loadCurrentUser } from '../../lib/session.ts';

import type { ColoringSession } from './coloring-session.ts';
import { exportFileName } from './engine/export.ts';
import type { PixelImage } from './engine/types.ts';
import { runExport, type ExportAction } from './export-gate.ts';
import { composePicture, downloadBlob } from './export-picture.ts';

export interface ExportState {
  busy: ExportAction | null;
  run(action: ExportAction): Promise<void>;
  /** The composed picture's URL while a print is pending (rendered by `PrintSheet`). */
  printUrl: string | null;
  onPrintImageLoad(): void;
}

/**
 * Print and Download (spec §5: paid plans only, otherwise the danger message and /checkout).
 * Download saves `colored-page-{id}-{yyyy-MM-dd_HH-mm-ss}.png`; Print puts the picture in the
 * print-only sheet and opens the system print dialog once it has loaded.
 */
export function useExport(
  page: Pick<Page, 'id'>,
  session: ColoringSession | null,
  illustration: Promise<PixelImage> | null,
): ExportState {
  const navigate = useNavigate();
  const [busy, setBusy] = useState<ExportAction | null>(null);
  const [printUrl, setPrintUrl] = useState<string | null>(null);
  const printLoaded = useRef<(() => void) | null>(null);

  useEffect(
    () => () => {
      if (printUrl) URL.revokeObjectURL(printUrl);
    },
    [printUrl],
  );

  const picture = useCallback(async () => {
    if (!session || !illustration) throw new Error('The page is still loading');
    return composePicture(session.readPixels(), await illustration);
  }, [session, illustration]);

  const run = async (action: ExportAction) => {
    if (busy) return;
    setBusy(action);
    try {
      await runExport(action, {
        readUser: loadCurrentUser,
        deny: (message) => {
          notify({ message, variant: 'danger', persist: true });
          void navigate('/checkout');
        },
        download: async () => downloadBlob(await picture(), exportFileName(page.id)),
        print: async () => {
          const loaded = new Promise<void>((resolve) => (printLoaded.current = resolve));
          setPrintUrl(URL.createObjectURL(await picture()));
          await loaded;
          window.print();
        },
      });
    } catch (error) {
      notify({ message: error instanceof Error ? error.message : String(error), variant: 'danger' });
    } finally {
      setBusy(null);
    }
  };

  return {
    busy,
    run,
    printUrl,
    onPrintImageLoad: () => {
      printLoaded.current?.();
      printLoaded.current = null;
    },
  };
}
