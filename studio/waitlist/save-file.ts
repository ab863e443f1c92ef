/** `waitlist-YYYY-MM-DD.csv` (`waitlist-mailing-…` for a mailing tool), dated the editor's own
 * calendar day. */
export function exportFileName(now: Date, format: 'full' | 'mailing' = 'full'): string {
  const day = [now.getFullYear(), now.getMonth() + 1, now.getDate()]
    .map((part) => String(part).padStart(2, '0'))
    .join('-');
  return `waitlist-${format === 'mailing' ? 'mailing-' : ''}${day}.csv`;
}

/** Hands `blob` to the browser's downloads under `fileName`. */
export function saveFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  // Some browsers start reading the URL only after click() returns; a minute is ample.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
