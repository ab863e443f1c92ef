import { PLACE_FIELDS, type Signup, VISIT_SOURCE_FIELDS } from '@brp/db';

/** The export's columns: every field a signup keeps but the person's secrets (the receipt, the
 * codes of their status and confirmation links). */
const CSV_COLUMNS = [
  'id',
  'createdAt',
  'email',
  'mailbox',
  'name',
  'type',
  'company',
  'location',
  'postalCode',
  'phone',
  'notify',
  'consentText',
  'consentedAt',
  'confirmedAt',
  ...PLACE_FIELDS,
  ...VISIT_SOURCE_FIELDS,
  'referralCode',
  'credits',
  'referredBy',
  'credited',
  'creditVoidedAt',
  'teamEmailSentAt',
] as const satisfies readonly (keyof Signup)[];

/** What a spreadsheet would run as a formula (OWASP's "CSV injection" list). */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * One cell, safe to open in a spreadsheet: text a spreadsheet would take for a formula gets a
 * leading apostrophe (it shows as text, runs nothing; a number stays a number), and text with a
 * separator, a quote or a line break is quoted (RFC 4180).
 */
export function csvCell(value: unknown): string {
  if (value === null || value === undefined) return '';
  // A number the database holds (a longitude west of Greenwich) is a number, not a formula.
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  const text =
    value instanceof Date
      ? value.toISOString()
      : typeof value === 'boolean'
        ? value
          ? 'yes'
          : 'no'
        : typeof value === 'string'
          ? value
          : JSON.stringify(value);
  const inert = FORMULA_START.test(text) ? `'${text}` : text;
  return /[",\r\n]/.test(inert) ? `"${inert.replaceAll('"', '""')}"` : inert;
}

export function csvRow(values: readonly unknown[]): string {
  return `${values.map(csvCell).join(',')}\r\n`;
}

/** A CSV layout: its header's cells, and a row's cells from a signup (none: left out). */
interface CsvLayout {
  header: readonly string[];
  row: (signup: Signup) => readonly unknown[] | undefined;
}

/** Every field a signup keeps but its secrets, as the team's own export has them. */
const FULL: CsvLayout = {
  header: CSV_COLUMNS,
  row: (signup) => CSV_COLUMNS.map((column) => signup[column]),
};

/**
 * Mailchimp's contact import (Email Address, First Name, Last Name, Tags; Brevo and most others
 * map these columns too): only people who chose launch updates, the tags saying what they are
 * and where, so the first invitations of a pilot area go out from the team's mailing tool.
 */
const MAILING: CsvLayout = {
  header: ['Email Address', 'First Name', 'Last Name', 'Tags'],
  row: (signup) => {
    if (!signup.notify) return undefined;
    const [first = '', ...rest] = signup.name.split(/\s+/);
    const tags = ['waitlist', signup.type, signup.geoCity, signup.postalCode].filter(Boolean);
    return [signup.email, first, rest.join(' '), tags.join(',')];
  },
};

export const CSV_LAYOUTS = { full: FULL, mailing: MAILING } as const;

/**
 * Signups as CSV in a layout, a batch of rows at a time (the list is never held whole), with a
 * byte order mark so that spreadsheets read it as UTF-8.
 */
export function signupsCsv(
  batches: AsyncIterable<Signup[]>,
  layout: CsvLayout = FULL,
): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  const iterator = batches[Symbol.asyncIterator]();
  let started = false;
  return new ReadableStream({
    async pull(controller) {
      if (!started) {
        started = true;
        controller.enqueue(encoder.encode(`\uFEFF${csvRow(layout.header)}`));
        return;
      }
      const next = await iterator.next();
      if (next.done) return controller.close();
      const rows = next.value.flatMap((signup) => {
        const cells = layout.row(signup);
        return cells ? [csvRow(cells)] : [];
      });
      controller.enqueue(encoder.encode(rows.join('')));
    },
    async cancel() {
      await iterator.return?.();
    },
  });
}
