/**
 * Next's image optimiser resizes a picture on its first request and serves it from its cache
 * after that. Without a warm-up, the first run of a page with photos would wait for the resizing
 * (about half a second here for the blog's first card) and the runs after it would not.
 */

// What Chromium asks for: the optimiser caches one file per format it chose from this header.
export const CHROMIUM_IMAGE_ACCEPT =
  'image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8';

/** The optimiser's URLs a document's markup names, in `src`, `srcset` and image preloads (the
 * inline payload repeats them, JSON-escaped). */
function optimisedImageUrls(html: string): string[] {
  const markup = html.replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, '');
  const urls = markup.match(/\/_next\/image\?[^"\s,]+/g) ?? [];
  return [...new Set(urls.map((url) => url.replaceAll('&amp;', '&')))];
}

/** Requests every optimised image the document names, at every width, as Chromium would. */
export async function warmImages(origin: string, html: string): Promise<void> {
  for (const url of optimisedImageUrls(html)) {
    const response = await fetch(`${origin}${url}`, { headers: { accept: CHROMIUM_IMAGE_ACCEPT } });
    if (!response.ok) throw new Error(`bench: ${url} answered ${response.status}`);
    await response.arrayBuffer();
  }
}
