/**
 * Where scripts/bundle-visual-editing.ts writes the overlay's module, relative to apps/web (the
 * working directory of the build, `next start` and the standalone server alike). Outside the
 * dist folder, so one bundle serves every build of the site.
 */
export const VISUAL_EDITING_BUNDLE = '.visual-editing/visual-editing.js';
