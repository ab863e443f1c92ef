/**
 * A confirmed person's nomination of a local shop they would like in the network: the server
 * reads the form on their status page with this one schema, and the form shows its messages under
 * the fields (kept out of the browser's bundle: see nominate-shop-state.tsx). Nothing is sent to the shop; the team sees nominations by area, each shop once
 * (its name and ZIP code folded, nominationKey), with how many people named it.
 */
import { z } from 'zod';

import { postalCodeIn } from './postal-code';

export const NOMINATION_LIMITS = { name: 80, where: 120, website: 200 } as const;

export const NOMINATION_TEXT = {
  nameRequired: "The shop's name is required",
  whereRequired: 'A street or ZIP code is required',
  tooLong: (limit: number) => `At most ${limit} characters`,
  website: 'A web address such as https://cornerbakery.example',
  markup: 'Plain text only, without < or >',
  thanks: 'Thank you: the team will see it with the others from your area.',
  tooMany: 'You have named several shops today; name more tomorrow.',
} as const;

/** Markup is refused, not stripped: the team reads exactly what the person wrote. */
const PLAIN = /^[^<>]*$/;
/** Control and format characters (bidirectional overrides, zero-width joiners): never kept. */
const INVISIBLE = /[\p{Cc}\p{Cf}]/gu;

const text = (limit: number, required: string) =>
  z
    .string()
    .catch('')
    .transform((value) => value.replace(INVISIBLE, ' ').replace(/\s+/g, ' ').trim())
    .pipe(
      z
        .string()
        .min(1, { error: required })
        .max(limit, { error: NOMINATION_TEXT.tooLong(limit) })
        .regex(PLAIN, { error: NOMINATION_TEXT.markup }),
    );

const website = z
  .string()
  .catch('')
  .transform((value) => value.trim())
  .pipe(
    z
      .string()
      .max(NOMINATION_LIMITS.website, { error: NOMINATION_TEXT.tooLong(NOMINATION_LIMITS.website) })
      .refine((value) => value === '' || isWebsite(value), { error: NOMINATION_TEXT.website }),
  )
  .transform((value) => (value === '' ? null : value));

/** The nomination form, as the browser checks it and the server parses it. */
export const nominationForm = z.object({
  name: text(NOMINATION_LIMITS.name, NOMINATION_TEXT.nameRequired),
  where: text(NOMINATION_LIMITS.where, NOMINATION_TEXT.whereRequired),
  website,
});

export type Nomination = z.output<typeof nominationForm>;
export type NominationField = keyof Nomination;

/** Each field's first problem, in the form's words; empty when there is none. A body that is no
 * object at all is read as an empty form. */
export function nominationErrors(value: unknown): Partial<Record<NominationField, string>> {
  const parsed = nominationForm.safeParse(typeof value === 'object' && value ? value : {});
  if (parsed.success) return {};
  const errors: Partial<Record<NominationField, string>> = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0] as NominationField;
    errors[field] ??= issue.message;
  }
  return errors;
}

function isWebsite(value: string): boolean {
  if (!/^https?:\/\/[^/?#\s]+\.[^/?#\s]+/i.test(value) || !URL.canParse(value)) return false;
  return ['http:', 'https:'].includes(new URL(value).protocol);
}

/** Words that name no shop in particular, dropped before names are compared. */
const FILLER = /\b(the|a|an|and|shop|store|cafe)\b/g;

/**
 * The shop as the team's list counts it: its name folded (NFKC, case, accents, punctuation and
 * filler words gone) and the ZIP code in its street, or '' without one. "The Corner Bakery" at
 * "12 Main St, 97201" and "corner bakery" at "97201" are one shop.
 */
export function nominationKey({ name, where }: Pick<Nomination, 'name' | 'where'>): {
  nameKey: string;
  postalCode: string;
} {
  const nameKey = name
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .replace(FILLER, ' ')
    .replace(/\s+/g, '')
    .trim();
  return { nameKey: nameKey || name.toLowerCase(), postalCode: postalCodeIn(where) ?? '' };
}
