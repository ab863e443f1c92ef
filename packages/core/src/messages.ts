/**
 * Every string the forms show, copied letter for letter from the spec (sections 4, 5 and 8).
 * Components and tests import them from here, so a typo cannot creep into one and not the other.
 */
export const FIELD_MESSAGES = {
  nameRequired: 'Name is required',
  emailRequired: 'Email is required',
  emailInvalid: 'Invalid email format',
  locationRequired: 'Location/ZIP Code is required',
  companyRequired: 'Company name is required for vendors',
  messageRequired: 'Message is required',
} as const;

export const FORM_TEXT = {
  phoneHint: 'Optional – we may send SMS launch updates',
  waitlistSubmitting: 'Submitting...',
  waitlistFailed: 'Failed to submit form. Please try again later.',
  contactSending: 'Sending...',
  contactFailed: 'Failed to send message. Please try again.',
  pricingTooltip: 'Pricing plans launching soon—stay tuned!',
  comingSoon: 'Coming Soon',
} as const;

/**
 * The waitlist's own words beyond the spec's (the spec has no server, no line and no referrals).
 * The consent words are stored with each signup exactly as the form shows them.
 */
export const WAITLIST_TEXT = {
  notifyConsent: 'Notify me about launch news and the pilot in my area',
  throwawayEmail: 'Please use a permanent email address: throwaway ones cannot join the waitlist',
  tooLong: (limit: number) => `Please keep this under ${limit + 1} characters`,
} as const;
