/**
 * The forms' schemas (@brp/core/form-schemas), loaded on first use: zod's mini build is about
 * 16 KB of gzipped JavaScript, which a visitor who never fills a form in never loads. The forms
 * ask for it at the visitor's first step into them (useFirstStep), so a submission seldom waits.
 */
import type * as FormSchemasModule from '@brp/core/form-schemas';

type FormSchemas = typeof FormSchemasModule;

let loaded: Promise<FormSchemas> | undefined;

export function loadFormSchemas(): Promise<FormSchemas> {
  // A failed load (the connection dropped) is tried again by the next submission.
  loaded ??= import('@brp/core/form-schemas').catch((error: unknown) => {
    loaded = undefined;
    throw error;
  });
  return loaded;
}

/** Starts the load ahead of a submission; a failure shows then, if it lasts. */
export function loadSchemasQuietly(): void {
  loadFormSchemas().catch(() => undefined);
}
