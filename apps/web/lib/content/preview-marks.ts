import type { FilterDefault } from '@sanity/client';

/**
 * Fields holding a value the code acts on, never words a visitor reads: a block's tone, columns or
 * anchor, code, an endpoint's method, a posting's workplace and country, an address. The preview
 * client leaves them unmarked, so code reads them as stored. @sanity/client's own filter already
 * skips links (`href`), ids, icons, dates, URLs, any path naming a type (`employmentType`) and SEO
 * fields; numbers (a plan's price) are never marked.
 */
const VALUE_FIELDS: ReadonlySet<string> = new Set([
  'tone',
  'backTo',
  'look',
  'columns',
  'imageSide',
  'anchor',
  'code',
  'method',
  'workplace',
  'country',
  'contactEmail',
  'current',
]);

/** Marks a string for click-to-edit unless it is a value (above) or the client's default skips it. */
export const markWordsOnly: FilterDefault = (props) => {
  const field = props.sourcePath.at(-1);
  return !(typeof field === 'string' && VALUE_FIELDS.has(field)) && props.filterDefault(props);
};
