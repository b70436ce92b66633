/**
 * The Content-Disposition of a page PDF, named for the page's title (RFC 6266): an ASCII
 * `filename` for old clients and the title as typed in `filename*` (UTF-8, RFC 8187).
 */
const FALLBACK = 'coloring-page';

/** The title as a file name without its extension: no path separators, quotes or controls. */
function cleanTitle(title: string): string {
  return title
    .replace(/[\p{Cc}\p{Cf}/\\"<>:|?*]+/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 100)
    .trim();
}

/** `"Sleeping cat.pdf"` for "Sleeping cat"; accents stripped, other non-ASCII dropped. */
export function asciiFileName(title: string): string {
  const ascii = cleanTitle(title)
    .normalize('NFKD')
    .replace(/[^\x20-\x7e]/g, '')
    .replace(/[%;']/g, '')
    .replace(/\s+/g, ' ')
    .trim();
  return `${ascii || FALLBACK}.pdf`;
}

/** `"Noël à la ferme.pdf"` for that title: the whole title, only unsafe characters taken out. */
export function pdfFileName(title: string): string {
  return `${cleanTitle(title) || FALLBACK}.pdf`;
}

/** The header value: `attachment; filename="…pdf"; filename*=UTF-8''…pdf`. */
export function pdfContentDisposition(title: string): string {
  const utf8 = pdfFileName(title);
  const encoded = encodeURIComponent(utf8).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${asciiFileName(title)}"; filename*=UTF-8''${encoded}`;
}
