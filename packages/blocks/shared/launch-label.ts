/** The site's launch label (site settings), which the hero's badge and the waitlist's eyebrow
 * show: read with the page, so these blocks draw what they are given and fetch nothing more. */
export const launchLabel = /* groq */ `*[_type == "siteSettings"][0].launchLabel`;
