import { vi } from 'vitest';

/**
 * The browser API @sanity/ui reads that jsdom lacks, filled in for component tests: no media
 * query ever matches (the narrowest layout).
 */
export function fillJsdomGaps(): void {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      // The answer never changes within a test, so there is nothing to tell listeners.
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      addListener: () => undefined,
      removeListener: () => undefined,
      dispatchEvent: () => false,
    }) satisfies MediaQueryList;
}

export interface Download {
  fileName: string;
  blob: Blob;
}

/**
 * The files handed to the browser's downloads, recorded: jsdom has neither blob URLs nor
 * downloads, so a link's click is where the file would leave the page.
 */
export function recordDownloads(): Download[] {
  const downloads: Download[] = [];
  const blobs = new Map<string, Blob>();
  URL.createObjectURL = (blob: Blob) => {
    const url = `blob:waitlist-test/${blobs.size}`;
    blobs.set(url, blob);
    return url;
  };
  URL.revokeObjectURL = (url: string) => void blobs.delete(url);
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    const blob = blobs.get(this.href);
    if (blob) downloads.push({ fileName: this.download, blob });
  });
  return downloads;
}
