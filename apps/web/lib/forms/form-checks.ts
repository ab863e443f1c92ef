/**
 * The forms' schemas (@brp/core/form-schemas), loaded on first use: zod's mini build is about
 * 16 KB of gzipped JavaScript, which a visitor who never fills a form in never loads. The forms
 * ask for it at the visitor's first step into them (useFirstStep), so a submission seldom waits.
 */
import type * as FormSchemasModule from '@brp/core/form-schemas';
import type { input, ZodMiniType } from 'zod/mini';

import { loadedOnce } from './loaded-once';

type FormSchemas = typeof FormSchemasModule;

const loadFormSchemas = loadedOnce(() => import('@brp/core/form-schemas'));

/** Starts the load ahead of a submission; a failure shows then, if it lasts. */
export function loadSchemasQuietly(): void {
  loadFormSchemas().catch(() => undefined);
}

/** A form's checks, once its schema (`pick` names it) has loaded. */
export function formChecks<Schema extends ZodMiniType<unknown, object>>(
  pick: (schemas: FormSchemas) => Schema,
) {
  return async () => {
    const schemas = await loadFormSchemas();
    const schema = pick(schemas);
    return (values: input<Schema>) => schemas.formErrors(schema, values);
  };
}
