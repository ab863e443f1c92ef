/**
 * Where the seed package (@brp/seed: data.ndjson and images/) sits, relative to the app's folder.
 * The same in the repository (apps/web → packages/seed) and in the standalone output, where Next
 * copies traced files to their place under the workspace root. next.config.ts traces these files;
 * the server reads them from here. A bundled server cannot locate a package by `import.meta`.
 */
export const SEED_PACKAGE_DIR = '../../packages/seed';

/** The seed's files, as globs relative to the app's folder, for the standalone trace. */
export const SEED_FILES = [`${SEED_PACKAGE_DIR}/data.ndjson`, `${SEED_PACKAGE_DIR}/images/*`];
