import type { PaperSize } from '@huebook/shared/constants';
import { Download, FileText, Printer } from 'lucide-react';
import { useId, useState } from 'react';

import { Button } from '../../components/ui/button.tsx';
import { loadPaperSize, savePaperSize } from '../../lib/paper-size.ts';

import type { ExportState } from './use-export.ts';

const PAPERS: { value: PaperSize; label: string; size: string }[] = [
  { value: 'a4', label: 'A4', size: '210 × 297 mm' },
  { value: 'letter', label: 'US Letter', size: '8.5 × 11 in' },
];

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
  const { pdfBusy } = exporting;

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
          onClick={() => setIsOpen((open) => !open)}
        >
          PDF
        </Button>
      </div>
      {isOpen && (
        <section id={panelId} aria-label="PDF for printing" className="flex flex-wrap items-center gap-3">
          <fieldset className="flex items-center gap-1 rounded-xl bg-ink-50 p-1">
            <legend className="sr-only">Paper size</legend>
            {PAPERS.map((option) => (
              <label key={option.value} className="cursor-pointer" title={option.size}>
                <input
                  type="radio"
                  name={`${panelId}-paper`}
                  value={option.value}
                  checked={paper === option.value}
                  onChange={() => choose(option.value)}
                  className="peer sr-only"
                />
                <span className="block rounded-lg px-3 py-1.5 font-semibold text-ink-600 peer-checked:bg-white peer-checked:text-ink-900 peer-checked:shadow-sm peer-focus-visible:outline-2 peer-focus-visible:outline-brand-500">
                  {option.label}
                </span>
              </label>
            ))}
          </fieldset>
          <div className="flex gap-2">
            <Button
              size="sm"
              onClick={() => void exporting.runPdf('print', paper)}
              isProcessing={pdfBusy === 'print'}
              disabled={!isReady || (pdfBusy !== null && pdfBusy !== 'print')}
            >
              <Printer aria-hidden="true" className="size-4" />
              Print
            </Button>
            <Button
              variant="light"
              size="sm"
              onClick={() => void exporting.runPdf('download', paper)}
              isProcessing={pdfBusy === 'download'}
              disabled={!isReady || (pdfBusy !== null && pdfBusy !== 'download')}
            >
              <Download aria-hidden="true" className="size-4" />
              Download
            </Button>
          </div>
        </section>
      )}
    </div>
  );
}
