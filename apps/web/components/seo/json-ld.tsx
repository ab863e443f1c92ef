/**
 * Structured data for search engines, rendered in the page body (search engines read it there).
 * A JSON-LD block is data, not script, so the Content-Security-Policy does not apply to it; `<` is
 * escaped so CMS text can never close the tag.
 */
export function JsonLd({ data }: { data: object }) {
  return (
    <script
      type="application/ld+json"
      dangerouslySetInnerHTML={{ __html: JSON.stringify(data).replace(/</g, '\\u003c') }}
    />
  );
}
