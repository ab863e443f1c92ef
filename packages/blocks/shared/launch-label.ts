/** The site's launch label (site settings), which the hero's badge and the waitlist's eyebrow
 * show: read with the page, so a block draws what it is given and the page is one query. */
export const launchLabel = /* groq */ `*[_type == "siteSettings"][0].launchLabel`;
