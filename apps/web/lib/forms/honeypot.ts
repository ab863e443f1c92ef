/** The name of the field people never see and bots fill in (the server checks it too). */
export const HONEYPOT_FIELD = 'website';
