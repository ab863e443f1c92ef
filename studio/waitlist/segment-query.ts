import type { Segment } from './types';

/** The query parameters that name `segment` to the team API (its readSegment). */
export function segmentQuery(segment: Segment): URLSearchParams {
  const query = new URLSearchParams();
  const { country, city, postalCode, type, confirmed, since, source } = segment;
  if (country !== undefined) query.set('country', country);
  if (city !== undefined) query.set('city', city);
  if (postalCode !== undefined) query.set('postalCode', postalCode);
  if (type !== undefined) query.set('type', type);
  if (confirmed !== undefined) query.set('confirmed', confirmed ? 'yes' : 'no');
  if (since !== undefined) query.set('since', since);
  if (source !== undefined) {
    query.set('sourceBy', source.by);
    if (source.value !== null) query.set('sourceValue', source.value);
  }
  return query;
}
