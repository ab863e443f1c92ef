import { type Database, nominatedShops, type TeamAnswers } from '@brp/db';

import { json, refusal } from './answers';
import { csvRows } from './csv';

const CSV_HEADER = [
  'Country',
  'City',
  'ZIP code',
  'Shop',
  'Street or ZIP',
  'Website',
  'People',
  'First named',
  'Last named',
];

/**
 * GET nominations: the shops confirmed people named, once per area, most named first; with
 * `format=csv`, the same as a file safe to open in a spreadsheet (what people typed may start
 * like a formula: csv.ts).
 */
export async function nominations(db: Database, query: URLSearchParams, today = new Date()) {
  const format = query.get('format');
  if (format !== null && format !== 'csv') {
    return refusal(400, 'Export as csv', { format: 'Unknown format' });
  }
  const shops = await nominatedShops(db);
  if (format === null) return json(200, { shops } satisfies TeamAnswers['nominations']);
  const rows = shops.map((shop) => [
    shop.country,
    shop.city,
    shop.postalCode,
    shop.name,
    shop.place,
    shop.website,
    shop.people,
    shop.firstAt,
    shop.latestAt,
  ]);
  return new Response(`\uFEFF${csvRows([CSV_HEADER, ...rows])}`, {
    headers: {
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': `attachment; filename="shop-nominations-${today.toISOString().slice(0, 10)}.csv"`,
      'cache-control': 'no-store',
    },
  });
}
