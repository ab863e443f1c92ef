/**
 * The page a visit began on, as it loaded: its query, path and host, and the address it was
 * reached from. Kept in this page's memory only (no cookie, no storage): it lasts the visit's
 * client-side navigations and ends with the tab or a reload, so no consent is asked for. A
 * signup reads its source from it (@brp/core/visit-source) when someone submits.
 */
export interface FirstPage {
  search: string;
  pathname: string;
  hostname: string;
  referrer: string;
}

let first: FirstPage | undefined;

/** Notes the page the visit began on, once: FirstPageMemory calls it as the first page hydrates. */
export function rememberFirstPage(): void {
  const { search, pathname, hostname } = window.location;
  first ??= { search, pathname, hostname, referrer: document.referrer };
}

/** The visit's first page; this one when nothing was noted (the form's code loaded first). */
export function firstPage(): FirstPage {
  rememberFirstPage();
  return first!;
}
