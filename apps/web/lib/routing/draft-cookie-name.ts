/** The cookie Next sets in draft mode (its name is fixed by Next, pinned by the e2e suite's draft
 * preview tests). Apart from draft-cookie.ts, which reads the build, so plain code can name it. */
export const DRAFT_COOKIE = '__prerender_bypass';
