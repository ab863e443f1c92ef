import type { AreaCount, Thresholds } from './types';

/** Both kinds pass: enough users to spend, enough vendors to spend with. */
export const isReady = (area: AreaCount, { users, vendors }: Thresholds) =>
  area.users >= users && area.vendors >= vendors;

/** A city and the ZIP codes typed there, as the table groups them. */
export interface AreaGroup {
  city: AreaCount;
  postalCodes: AreaCount[];
}

/** The site's rows (each city's own, then its ZIP codes') grouped by city. */
export function groupAreas(rows: readonly AreaCount[]): AreaGroup[] {
  const groups: AreaGroup[] = [];
  for (const row of rows) {
    const group = groups.at(-1);
    if (row.postalCode !== null && group && sameCity(group.city, row)) {
      group.postalCodes.push(row);
    } else if (row.postalCode === null) {
      groups.push({ city: row, postalCodes: [] });
    }
  }
  return groups;
}

const sameCity = (a: AreaCount, b: AreaCount) => a.city === b.city && a.country === b.country;

export const SORT_KEYS = {
  area: 'Area',
  users: 'Users',
  vendors: 'Vendors',
  unconfirmed: 'Unconfirmed',
  last7Days: 'Last 7 days',
  last30Days: 'Last 30 days',
  invited: 'Invited',
  accepted: 'Accepted',
} as const;

export type SortKey = keyof typeof SORT_KEYS;

export interface Sort {
  key: SortKey;
  descending: boolean;
}

/** What an area is called: its city and country (or "Unknown place"), and its ZIP code. */
export function areaName({ city, country, postalCode }: AreaCount): string {
  const place = city ? (country ? `${city}, ${country}` : city) : (country ?? 'Unknown place');
  return postalCode === null ? place : `${postalCode} (${place})`;
}

/** Cities in the sort's order, and within each its ZIP codes in the same order. */
export function sortAreas(groups: readonly AreaGroup[], { key, descending }: Sort): AreaGroup[] {
  const direction = descending ? -1 : 1;
  const compare = (a: AreaCount, b: AreaCount) =>
    direction *
    (key === 'area'
      ? areaName(a).localeCompare(areaName(b))
      : a[key] - b[key] || areaName(a).localeCompare(areaName(b)) * direction);
  return [...groups]
    .sort((a, b) => compare(a.city, b.city))
    .map((group) => ({ ...group, postalCodes: [...group.postalCodes].sort(compare) }));
}
