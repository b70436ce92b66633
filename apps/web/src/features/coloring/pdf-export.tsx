import type { PaperSize } from '@huebook/shared/constants';
import { FileText } from 'lucide-react';
import { lazy, Suspense, useId, useState } from 'react';

import { Button } from '../../components/ui/button.tsx';
import { loadPaperSize, savePaperSize } from '../../lib/paper-size.ts';

import type { ExportState } from './use-export.ts';

/** The open panel's code loads on intent (pointer or focus on PDF), or when idle (issue 12). */
const loadPanel = () => import('./pdf-panel.tsx');
const PdfPanel = lazy(() => loadPanel().then((module) => ({ default: module.PdfPanel })));

/** Starts loading the PDF panel (when the browser is idle after the first fill). */
export function preloadPdfPanel(): void {
  void loadPanel().catch(() => undefined);
}

/**
 * "PDF" beside the toolbar's PNG Print and Download: opens a small panel with the paper size
 * (A4 or US Letter; the browser's region picks the first one, the choice is remembered) and
 * Print and Download of a print-ready PDF made by the server.
 */
export function PdfExport({
  exporting,
  isReady,
}: {
  exporting: Pick<ExportState, 'pdfBusy' | 'runPdf'>;
  isReady: boolean;
}) {
  const [isOpen, setIsOpen] = useState(false);
  const [paper, setPaper] = useState<PaperSize>(loadPaperSize);
  const panelId = useId();

  const choose = (value: PaperSize) => {
    setPaper(value);
    savePaperSize(value);
  };

  return (
    <div className="flex w-full max-w-3xl flex-col gap-3 rounded-xl bg-white px-3 py-2 text-sm text-ink-700 ring-1 ring-ink-100">
      <div className="flex items-center justify-between gap-3">
        <p className="flex items-center gap-2">
          <FileText aria-hidden="true" className="size-4 shrink-0" />
          Print like a real coloring book: a crisp PDF on A4 or US Letter.
        </p>
        <Button
          variant="light"
          size="sm"
          aria-expanded={isOpen}
          aria-controls={panelId}
          onPointerEnter={preloadPdfPanel}
          onFocus={preloadPdfPanel}
          onClick={() => setIsOpen((open) => !open)}
        >
          PDF
        </Button>
      </div>
      {isOpen && (
        <Suspense>
          <PdfPanel id={panelId} paper={paper} onPaper={choose} exporting={exporting} isReady={isReady} />
        </Suspense>
      )}
    </div>
  );
}
