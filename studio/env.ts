/**
 * The studio's only environment access. Sanity exposes SANITY_STUDIO_* variables to the browser
 * bundle. Without them the studio still builds (offline, in CI) against a placeholder project,
 * which is the one docs/editing.md tells editors to replace with their own.
 */
export const projectId = process.env.SANITY_STUDIO_PROJECT_ID || 'placeholder';
export const dataset = process.env.SANITY_STUDIO_DATASET || 'production';

/** The site the Presentation tool previews (its draft-mode routes live there). */
export const previewOrigin = process.env.SANITY_STUDIO_PREVIEW_ORIGIN || 'http://localhost:3000';

/** Another API than Sanity's, e.g. the local fake the editors' guide's screenshot is taken against
 * (tests/support/presentation-screenshot.ts). Unset for editors: Sanity's own API. */
export const apiHost = process.env.SANITY_STUDIO_API_HOST || undefined;
