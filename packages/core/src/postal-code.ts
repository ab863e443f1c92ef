/**
 * The postal code in what a visitor typed as their location ("94110", "Mission, SF 94110-1234"):
 * a US ZIP code, five digits standing alone, the first one. The team counts people by it beside
 * the city their address places them in; text without one has none.
 */
const ZIP = /(?:^|\D)(\d{5})(?:-\d{4})?(?!\d)/;

export function postalCodeIn(location: string): string | null {
  return ZIP.exec(location)?.[1] ?? null;
}
