import { FIELD_LIMITS } from '@brp/core/field-limits';
import {
  CONTACT_FIELDS,
  contactForm,
  formErrors,
  WAITLIST_FIELDS,
  waitlistForm,
} from '@brp/core/form-schemas';
import { firstMessages } from '@brp/core/validation';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { supportRequest } from '../support/support-request';
import { signupRequest } from '../waitlist/signup-request';

/** A field's value as a browser, a script or an attacker might send it. */
function fieldValue(limit: number) {
  const text = fc.oneof(
    fc.constantFrom('', ' ', '\t\n', 'ada@example.com', ' ＡＤＡ＠example.com ', 'ada@example'),
    fc.string({ maxLength: 12 }),
    fc.emailAddress(),
    fc.string({ minLength: limit - 2, maxLength: limit + 2 }),
  );
  return fc.oneof(
    { weight: 6, arbitrary: text },
    {
      weight: 1,
      arbitrary: fc.constantFrom(null, undefined, 42, true, ['x'], {}, 'user', 'vendor'),
    },
  );
}

/** Bodies with the form's fields, each absent, text or anything else. */
function bodies(fields: readonly string[], limits: Record<string, number>) {
  return fc.record(
    Object.fromEntries(fields.map((field) => [field, fieldValue(limits[field] ?? 20)])),
    { requiredKeys: [] },
  );
}

/** The messages of the form's own fields, in the order they come. */
const formMessages = (errors: Record<string, string | undefined>, fields: readonly string[]) =>
  Object.entries(errors).filter(([field]) => fields.includes(field));

/** Runs the property, and checks the bodies were both refused and accepted: a test, not a tautology. */
function assertSameMessages(
  fields: readonly string[],
  server: (body: unknown) => Record<string, string | undefined>,
  browser: (body: unknown) => Record<string, string | undefined>,
) {
  const seen = { refused: 0, accepted: 0 };
  fc.assert(
    fc.property(bodies(fields, FIELD_LIMITS), (body) => {
      const said = Object.entries(browser(body));
      seen[said.length ? 'refused' : 'accepted'] += 1;
      expect(formMessages(server(body), fields)).toEqual(said);
    }),
    { numRuns: 10_000 },
  );
  expect(seen.refused).toBeGreaterThan(1000);
  expect(seen.accepted).toBeGreaterThan(10);
}

describe('the server says what the browser says', () => {
  it.each([
    ['waitlist', WAITLIST_FIELDS, waitlistForm, signupRequest],
    ['support', CONTACT_FIELDS, contactForm, supportRequest],
  ] as const)(
    'for 10,000 generated %s bodies: the same messages, in the same order',
    (_, fields, form, request) => {
      assertSameMessages(
        Object.keys(fields),
        (body) => {
          const parsed = request.safeParse(body);
          return parsed.success ? {} : firstMessages(parsed.error.issues);
        },
        (body) => formErrors(form, body as never),
      );
    },
  );
});
