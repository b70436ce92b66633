import type { PaperSize } from '@huebook/shared/constants';
import type { PrintNumbers } from '@huebook/shared/schemas/number-palette';
import type { Page } from '@huebook/shared/schemas/page';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';

import { downloadBlob } from '../../lib/download.ts';
import { printOrShareFile, saveFile } from '../../lib/native-files.ts';
import { notify } from '../../lib/notification-store.ts';
import { loadCurrentUser } from '../../lib/session.ts';

import type { ColoringSession } from './coloring-session.ts';
import { exportFileName } from './engine/export.ts';
import type { PixelImage } from './engine/types.ts';
import { runExport, type ExportAction } from './export-gate.ts';

/**
 * The picture and PDF code (composing, PNG encoding, the server's PDF, printing) loads with the
 * first Print or Download, or ahead of it (`preloadExport`), not with the screen (issue 12).
 */
const loadPicture = () => import('./export-picture.ts');
const loadNumbersPicture = () => import('./numbers/print-numbers.ts');
const loadPagePdf = () => import('./page-pdf.ts');

/** Starts loading the export code (on intent, or when the browser is idle). */
export function preloadExport(): void {
  for (const load of [loadPicture, loadNumbersPicture, loadPagePdf]) void load().catch(() => undefined);
}

export interface ExportState {
  busy: ExportAction | null;
  run(action: ExportAction): Promise<void>;
  /** The PDF action running, if any (its own buttons, beside the PNG's). */
  pdfBusy: ExportAction | null;
  /** Print or download the page as a print-ready PDF on `paper`, made by the server. */
  runPdf(action: ExportAction, paper: PaperSize): Promise<void>;
  /** The composed picture's URL while a print is pending (rendered by `PrintSheet`). */
  printUrl: string | null;
  onPrintImageLoad(): void;
}

/**
 * Print and Download (spec §5: paid plans only, otherwise the danger message and /checkout).
 * Download saves `colored-page-{id}-{yyyy-MM-dd_HH-mm-ss}.png`; Print puts the picture in the
 * print-only sheet and opens the system print dialog once it has loaded. The PDF actions send
 * the colour layer as it is on screen (unsaved strokes included) to the server, which lays it
 * under the page's lines at 300 DPI on A4 or US Letter.
 */
export function useExport(
  page: Pick<Page, 'id'>,
  session: ColoringSession | null,
  illustration: Promise<PixelImage> | null,
  /** Color by number's numbers still to color, printed small and grey (none when it is off). */
  printNumbers: () => PrintNumbers = () => [],
): ExportState {
  const navigate = useNavigate();
  const [busy, setBusy] = useState<ExportAction | null>(null);
  const [pdfBusy, setPdfBusy] = useState<ExportAction | null>(null);
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
    const numbers = printNumbers();
    // The layer as it is at the click, whatever is drawn while the code loads.
    const layer = session.readPixels();
    if (numbers.length > 0) {
      const { composePictureWithNumbers } = await loadNumbersPicture();
      return composePictureWithNumbers(layer, await illustration, numbers);
    }
    const { composePicture } = await loadPicture();
    return composePicture(layer, await illustration);
  }, [session, illustration, printNumbers]);

  const deny = (message: string) => {
    notify({ message, variant: 'danger', persist: true });
    void navigate('/checkout');
  };
  const fail = (error: unknown) =>
    notify({ message: error instanceof Error ? error.message : String(error), variant: 'danger' });

  const run = async (action: ExportAction) => {
    if (busy) return;
    setBusy(action);
    try {
      await runExport(action, {
        readUser: loadCurrentUser,
        deny,
        // iOS and Android save into Documents and print through the share sheet (native-files.ts).
        download: async () => void (await saveFile(await picture(), exportFileName(page.id), downloadBlob)),
        print: async () => {
          const blob = await picture();
          await printOrShareFile(blob, exportFileName(page.id), async () => {
            const loaded = new Promise<void>((resolve) => (printLoaded.current = resolve));
            setPrintUrl(URL.createObjectURL(blob));
            await loaded;
            window.print();
          });
        },
      });
    } catch (error) {
      fail(error);
    } finally {
      setBusy(null);
    }
  };

  const pdf = async (paper: PaperSize) => {
    if (!session) throw new Error('The page is still loading');
    const layer = session.readPixels();
    const numbers = printNumbers();
    const [{ encodePng }, { fetchPagePdf }] = await Promise.all([loadPicture(), loadPagePdf()]);
    return fetchPagePdf(page.id, paper, await encodePng(layer), numbers);
  };

  const runPdf = async (action: ExportAction, paper: PaperSize) => {
    if (pdfBusy) return;
    setPdfBusy(action);
    try {
      await runExport(action, {
        readUser: loadCurrentUser,
        deny,
        download: async () => {
          const made = await pdf(paper);
          await saveFile(made.blob, made.fileName, downloadBlob);
        },
        print: async () => {
          const made = await pdf(paper);
          const { printPdf } = await loadPicture();
          await printOrShareFile(made.blob, made.fileName, () => printPdf(made.blob, made.fileName));
        },
      });
    } catch (error) {
      fail(error);
    } finally {
      setPdfBusy(null);
    }
  };

  return {
    busy,
    run,
    pdfBusy,
    runPdf,
    printUrl,
    onPrintImageLoad: () => {
      printLoaded.current?.();
      printLoaded.current = null;
    },
  };
}
