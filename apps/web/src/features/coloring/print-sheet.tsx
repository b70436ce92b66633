import { createPortal } from 'react-dom';

/** The id the print stylesheet keeps; everything else on the page is hidden when printing. */
const PRINT_ID = 'huebook-print-sheet';

const printCss = `
@media screen { #${PRINT_ID} { display: none !important; } }
@media print {
  @page { margin: 12mm; }
  body > :not(#${PRINT_ID}) { display: none !important; }
  #${PRINT_ID} { display: flex !important; align-items: center; justify-content: center; height: 100%; }
  #${PRINT_ID} img { width: 100%; max-height: 100%; object-fit: contain; break-inside: avoid; }
}`;

/**
 * What Print prints: only the composed picture. A print-only block at the end of <body>, with a
 * print stylesheet hiding every other block, so the system print dialog shows one page.
 */
export function PrintSheet({ src, onLoad }: { src: string | null; onLoad: () => void }) {
  if (!src) return null;
  return createPortal(
    <div id={PRINT_ID} aria-hidden="true">
      <style>{printCss}</style>
      <img src={src} alt="" onLoad={onLoad} />
    </div>,
    document.body,
  );
}
