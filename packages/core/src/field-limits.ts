/**
 * The longest text each form field and e-mail template parameter may hold, in UTF-16 code units
 * (JavaScript string length). The forms and the site's outbox read the same numbers, so whatever
 * a form lets through, the outbox keeps whole; anything longer only comes from a hand-made request.
 */
export const FIELD_LIMITS = {
  name: 200,
  /** RFC 5321's longest deliverable address. */
  email: 254,
  location: 200,
  phone: 50,
  company: 200,
  message: 5000,
} as const;

/** Each template parameter of the two e-mails (email-params.ts) and its longest value. */
export const TEMPLATE_PARAM_LIMITS: Readonly<Record<string, number>> = {
  user_name: FIELD_LIMITS.name,
  user_email: FIELD_LIMITS.email,
  user_location: FIELD_LIMITS.location,
  user_phone: FIELD_LIMITS.phone,
  user_type: 10,
  user_company: FIELD_LIMITS.company,
  user_notify: 3,
  /** An IPv6 address in its longest written form. */
  user_ip: 45,
  user_agent: 512,
  user_geo_city: 200,
  user_geo_country: 200,
  user_geo_coords: 100,
  /** The waitlist summary: every field above in one sentence, with room to spare. */
  message: 2500,
  user_message: FIELD_LIMITS.message,
  type: 10,
};

/** The identifying fields of an EmailJS send request and their longest values. */
export const SEND_REQUEST_LIMITS = {
  lib_version: 32,
  user_id: 128,
  service_id: 128,
  template_id: 128,
} as const;

/**
 * Keeps only the known template parameters that are strings, each cut to its limit: what a
 * delivery path stores of a request, whatever else it carried.
 */
export function capTemplateParams(
  params: Readonly<Record<string, unknown>>,
): Record<string, string> {
  const kept: Record<string, string> = {};
  for (const [name, limit] of Object.entries(TEMPLATE_PARAM_LIMITS)) {
    const value = params[name];
    if (typeof value === 'string') kept[name] = value.slice(0, limit);
  }
  return kept;
}
