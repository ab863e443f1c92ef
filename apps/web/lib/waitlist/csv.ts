import { PLACE_FIELDS, type Signup, VISIT_SOURCE_FIELDS } from '@brp/db';
import { type Options, stringify } from 'csv-stringify/sync';

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

/**
 * csv-stringify's options for a file safe to open in a spreadsheet: a cell a spreadsheet would
 * take for a formula (OWASP's "CSV injection" list: `=`, `+`, `-`, `@`, a tab, a carriage return,
 * and their full-width forms) gets a leading apostrophe, so it shows as text and runs nothing (a
 * number stays a number: a longitude west of Greenwich is no formula); a cell holding a comma, a
 * quote or a line break is quoted (RFC 4180), and so is one holding a semicolon, the separator
 * Excel splits on in locales whose decimal mark is a comma.
 */
const SAFE_CSV = {
  escape_formulas: true,
  quoted_match: /;/,
  record_delimiter: 'windows',
  // Off by default once a delimiter is named: a lone \n or \r would then split a row in a reader.
  quote_record_delimiter: true,
  cast: {
    date: (value: Date) => value.toISOString(),
    boolean: (value: boolean) => (value ? 'yes' : 'no'),
  },
} as const satisfies Options;

/** Rows as CSV lines, each ended by CRLF, every cell made safe (SAFE_CSV). */
export function csvRows(rows: readonly (readonly unknown[])[]): string {
  return rows.length ? stringify(rows as unknown[][], SAFE_CSV) : '';
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
        controller.enqueue(encoder.encode(`\uFEFF${csvRows([layout.header])}`));
        return;
      }
      const next = await iterator.next();
      if (next.done) return controller.close();
      const rows = next.value.flatMap((signup) => {
        const cells = layout.row(signup);
        return cells ? [cells] : [];
      });
      controller.enqueue(encoder.encode(csvRows(rows)));
    },
    async cancel() {
      await iterator.return?.();
    },
  });
}
