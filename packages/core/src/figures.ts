/**
 * The rewards numbers editors may write into the studio's text as `{name}`: "Earn {brpPerDollar}
 * BRP per dollar". The site fills them from the constants, so a page built in the studio, the
 * calculator and pricing always quote the same rule; the studio refuses a name not listed here.
 */
import { BRAND_TOKEN_EXAMPLE, CLAIMS, EARNING, PILOT_LAUNCH, REDEMPTION } from './constants';

export const FIGURES = {
  pilotLaunch: PILOT_LAUNCH,
  brpPerDollar: EARNING.brpPerDollar,
  starTokenSpendStep: EARNING.starTokenSpendStep,
  starTokensPerStep: EARNING.starTokensPerStep,
  starTokensForFreeItem: EARNING.starTokensForFreeItem,
  badgeDiscountPercent: EARNING.badgeDiscountPercent,
  redemptionMinimumBrp: REDEMPTION.minimumBrp,
  stablecoinPerMinimum: REDEMPTION.stablecoinPerMinimum,
  giftCardDollarsPerMinimum: REDEMPTION.giftCardDollarsPerMinimum,
  giftCardMultiplier: REDEMPTION.giftCardMultiplier,
  brandTokensPerDollar: BRAND_TOKEN_EXAMPLE.tokensPerDollar,
  brandTokensForFreeDrink: BRAND_TOKEN_EXAMPLE.tokensForFreeDrink,
  installMinutes: CLAIMS.installMinutes,
  goLiveMinutes: CLAIMS.goLiveMinutes,
  spendLiftPercent: CLAIMS.spendLiftPercent,
  returnRateIncreasePercent: CLAIMS.returnRateIncreasePercent,
  supportReplyBusinessDays: CLAIMS.supportReplyBusinessDays,
} as const;

export type FigureName = keyof typeof FIGURES;

// `{name}`: a word in braces, nothing else, so code such as `{ apiKey }` is never read as one.
const FIGURE = /\{([A-Za-z]+)\}/g;
// Code and API paths (`/users/{uid}`) are shown as written: their braces are never figures.
const VERBATIM_KEYS: ReadonlySet<string> = new Set(['code', 'path']);

function isFigure(name: string): name is FigureName {
  return Object.hasOwn(FIGURES, name);
}

/** The text with every known `{name}` replaced by its figure; unknown names are left as written. */
export function fillFigureText(text: string): string {
  return text.replace(FIGURE, (written, name: string) =>
    isFigure(name) ? String(FIGURES[name]) : written,
  );
}

/** A document's every string filled (see {@link fillFigureText}), code and paths excepted. */
export function fillFigures<Value>(value: Value): Value {
  if (typeof value === 'string') return fillFigureText(value) as Value;
  if (Array.isArray(value)) return value.map((item: unknown) => fillFigures(item)) as Value;
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [
        key,
        VERBATIM_KEYS.has(key) ? item : fillFigures(item),
      ]),
    ) as Value;
  }
  return value;
}

/**
 * The `{names}` in a document's strings that are not figures, each once, code and paths excepted;
 * `alsoAllowed` names placeholders a page fills itself (the jobs page's `{email}`).
 */
export function unknownFigures(value: unknown, alsoAllowed: readonly string[] = []): string[] {
  const unknown = new Set<string>();
  const visit = (item: unknown): void => {
    if (typeof item === 'string') {
      for (const [, name = ''] of item.matchAll(FIGURE))
        if (!isFigure(name) && !alsoAllowed.includes(name)) unknown.add(name);
    } else if (Array.isArray(item)) item.forEach(visit);
    else if (item && typeof item === 'object') {
      for (const [key, child] of Object.entries(item)) if (!VERBATIM_KEYS.has(key)) visit(child);
    }
  };
  visit(value);
  return [...unknown];
}

/** The studio's message for text naming figures that do not exist. */
export function unknownFiguresMessage(names: string[]): string {
  const list = names.map((name) => `{${name}}`).join(', ');
  return `${list} ${names.length > 1 ? 'are not rewards figures' : 'is not a rewards figure'}. Use one of: ${Object.keys(
    FIGURES,
  )
    .map((name) => `{${name}}`)
    .join(', ')}.`;
}
