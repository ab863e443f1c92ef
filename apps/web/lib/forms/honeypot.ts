/** The name of the field people never see and bots fill in (read by the server-drawn forms too). */
export const HONEYPOT_FIELD = 'website';
