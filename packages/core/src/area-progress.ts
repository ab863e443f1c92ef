/**
 * What a confirmed person reads about their own neighbourhood (their status page and their
 * standing mail): how many confirmed neighbours and local shops it has against what the pilot
 * needs there (the team's Readiness thresholds), and what is still missing. The sentences are
 * marketing's, written in the studio's waitlist settings with `{placeholders}` this module fills;
 * an area with fewer confirmed people than the privacy floor shows no counts at all, so that a
 * status page never tells anyone how many (or whether any) other people live nearby.
 */

/** Where a person is counted: their ZIP code, or the city the server placed them in. */
export interface AreaCount {
  /** The ZIP code or the city's name, as the sentences show it. */
  label: string;
  /** Confirmed people of each type there, the person included. */
  users: number;
  vendors: number;
}

export interface AreaNeeds {
  users: number;
  vendors: number;
}

/** The sentences, as marketing writes them in the studio. */
export interface AreaWords {
  /** Above the counts: "Your area ({area})". */
  heading: string;
  /** The counts: "{users} of {usersNeeded} neighbours and {vendors} of {vendorsNeeded} local shops". */
  counts: string;
  /** What is missing when neighbours and shops both are. */
  missingBoth: string;
  missingUsers: string;
  missingVendors: string;
  /** When the area has what the pilot needs. */
  ready: string;
  /** Below the privacy floor, instead of any count. */
  first: string;
}

export interface AreaSettings {
  words: AreaWords;
  /** The fewest confirmed people (neighbours and shops together) an area shows counts for. */
  privacyFloor: number;
}

/** The privacy floor without a setting: below it, a count could point at a few households. */
export const DEFAULT_PRIVACY_FLOOR = 5;
/** The floor's bounds in the studio: never below this, or a count names almost a person. */
export const LEAST_PRIVACY_FLOOR = 3;
export const MOST_PRIVACY_FLOOR = 1000;

export const DEFAULT_AREA_WORDS: AreaWords = {
  heading: 'Your area ({area})',
  counts: '{users} of {usersNeeded} neighbours and {vendors} of {vendorsNeeded} local shops',
  missingBoth:
    'The pilot opens here with {neighboursMissing} and {shopsMissing}: share your link with them.',
  missingUsers: 'The pilot opens here with {neighboursMissing}: share your link with them.',
  missingVendors:
    'The pilot opens here with {shopsMissing}: tell the shops you love about the waitlist.',
  ready: 'Your area has what the pilot needs: we will write as soon as it opens here.',
  first: 'You are among the first in your area',
};

export const DEFAULT_AREA_SETTINGS: AreaSettings = {
  words: DEFAULT_AREA_WORDS,
  privacyFloor: DEFAULT_PRIVACY_FLOOR,
};

const COUNTS = ['users', 'usersNeeded', 'vendors', 'vendorsNeeded'] as const;

/** The placeholders each sentence may use; the studio refuses any other. */
export const AREA_PLACEHOLDERS: Record<keyof AreaWords, readonly string[]> = {
  heading: ['area'],
  counts: ['area', ...COUNTS],
  missingBoth: ['area', 'neighboursMissing', 'shopsMissing', ...COUNTS],
  missingUsers: ['area', 'neighboursMissing', ...COUNTS],
  missingVendors: ['area', 'shopsMissing', ...COUNTS],
  ready: ['area', ...COUNTS],
  first: ['area'],
};

/** The longest sentence the studio takes: each is a line or two on a phone. */
export const MOST_AREA_WORDS = 200;

// `{name}`: a word in braces, as the rewards figures are written (./figures.ts).
const PLACEHOLDER = /\{([A-Za-z]+)\}/g;

/** The `{names}` in a sentence that it may not use, each once. */
export function unknownPlaceholders(field: keyof AreaWords, text: string): string[] {
  const allowed = AREA_PLACEHOLDERS[field];
  const names = [...text.matchAll(PLACEHOLDER)].map(([, name = '']) => name);
  return [...new Set(names.filter((name) => !allowed.includes(name)))];
}

/** What the page and the mail show: the heading, then the counts with their bars and what is
 * missing, or the one sentence for an area below the floor. */
export type AreaProgress =
  | { kind: 'first'; heading: string; sentence: string }
  | {
      kind: 'counts';
      heading: string;
      counts: string;
      sentence: string;
      users: { count: number; needed: number };
      vendors: { count: number; needed: number };
    };

const number = (value: number) => value.toLocaleString('en-US');

function howMany(count: number, one: string, many: string): string {
  return `${number(count)} ${count === 1 ? one : many}`;
}

function fill(text: string, values: Record<string, string>): string {
  return text.replace(PLACEHOLDER, (written, name: string) => values[name] ?? written);
}

/**
 * The progress of `area` towards `needs`, in `settings`' words; undefined where the person has
 * no area (no ZIP code, and no city the server could place them in).
 */
export function areaProgress(
  area: AreaCount | undefined,
  needs: AreaNeeds,
  { words, privacyFloor }: AreaSettings,
): AreaProgress | undefined {
  if (!area) return undefined;
  const heading = fill(words.heading, { area: area.label });
  if (area.users + area.vendors < privacyFloor) {
    return { kind: 'first', heading, sentence: fill(words.first, { area: area.label }) };
  }
  const usersMissing = Math.max(0, needs.users - area.users);
  const vendorsMissing = Math.max(0, needs.vendors - area.vendors);
  const values = {
    area: area.label,
    users: number(area.users),
    usersNeeded: number(needs.users),
    vendors: number(area.vendors),
    vendorsNeeded: number(needs.vendors),
    neighboursMissing: howMany(usersMissing, 'more neighbour', 'more neighbours'),
    shopsMissing: howMany(vendorsMissing, 'more local shop', 'more local shops'),
  };
  const missing =
    usersMissing && vendorsMissing
      ? words.missingBoth
      : usersMissing
        ? words.missingUsers
        : vendorsMissing
          ? words.missingVendors
          : words.ready;
  return {
    kind: 'counts',
    heading,
    counts: fill(words.counts, values),
    sentence: fill(missing, values),
    users: { count: area.users, needed: needs.users },
    vendors: { count: area.vendors, needed: needs.vendors },
  };
}

/** Settings as read from the studio, each missing or empty sentence its default. */
export function areaSettingsFrom(
  stored:
    | {
        words?: Partial<Record<keyof AreaWords, string | null>> | null;
        privacyFloor?: number | null;
      }
    | null
    | undefined,
): AreaSettings {
  const words = { ...DEFAULT_AREA_WORDS };
  for (const key of Object.keys(words) as (keyof AreaWords)[]) {
    const written = stored?.words?.[key]?.trim();
    if (written) words[key] = written;
  }
  const floor = stored?.privacyFloor;
  const privacyFloor =
    typeof floor === 'number' && Number.isInteger(floor)
      ? Math.min(MOST_PRIVACY_FLOOR, Math.max(LEAST_PRIVACY_FLOOR, floor))
      : DEFAULT_PRIVACY_FLOOR;
  return { words, privacyFloor };
}
