import type { PaperSize } from '@huebook/shared/constants';
import { Download, Printer } from 'lucide-react';

import { Button } from '../../components/ui/button.tsx';

import type { ExportState } from './use-export.ts';

const PAPERS: { value: PaperSize; label: string; size: string }[] = [
  { value: 'a4', label: 'A4', size: '210 × 297 mm' },
  { value: 'letter', label: 'US Letter', size: '8.5 × 11 in' },
];

/**
 * The open "PDF" panel (pdf-export.tsx): the paper size and Print and Download of the page's
 * print-ready PDF. Loaded when PDF is first pointed at, focused or opened, or when the browser
 * is idle after the first fill, not with the screen (issue 12).
 */
export function PdfPanel({
  id,
  paper,
  onPaper,
  exporting,
  isReady,
}: {
  id: string;
  paper: PaperSize;
  onPaper: (paper: PaperSize) => void;
  exporting: Pick<ExportState, 'pdfBusy' | 'runPdf'>;
  isReady: boolean;
}) {
  const { pdfBusy } = exporting;
  return (
    <section id={id} aria-label="PDF for printing" className="flex flex-wrap items-center gap-3">
      <fieldset className="flex items-center gap-1 rounded-xl bg-ink-50 p-1">
        <legend className="sr-only">Paper size</legend>
        {PAPERS.map((option) => (
          <label key={option.value} className="cursor-pointer" title={option.size}>
            <input
              type="radio"
              name={`${id}-paper`}
              value={option.value}
              checked={paper === option.value}
              onChange={() => onPaper(option.value)}
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
  );
}
