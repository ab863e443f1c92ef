/** A web address segment: lowercase letters and digits, words joined by single hyphens. */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export const SLUG_MESSAGE =
  'Use lowercase letters, digits and single hyphens between words, e.g. "loyalty-app-security".';
