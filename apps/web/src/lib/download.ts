/** Files the app hands to the browser's download, and their names as the server gives them. */

/** The file name in a Content-Disposition header (`filename*` first, RFC 6266), or `fallback`. */
export function fileNameFromDisposition(header: string | null, fallback: string): string {
  const extended = header?.match(/filename\*=UTF-8''([^;]+)/i)?.[1];
  if (extended) {
    try {
      return decodeURIComponent(extended);
    } catch {
      // A broken escape: try the plain name.
    }
  }
  return header?.match(/filename="([^"]+)"/i)?.[1] ?? fallback;
}

/** Saves a blob under `fileName` through the browser's download. */
export function downloadBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // The download has its own copy once it started.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
