import { TEMPLATE_PARAM_LIMITS } from './field-limits';
import type { ContactForm, WaitlistForm } from './validation';

/** What the IP-geolocation lookup returned; any part may be missing when it failed. */
export interface GeoLookup {
  ip?: string | null;
  city?: string | null;
  country?: string | null;
  latitude?: number | string | null;
  longitude?: number | string | null;
}

/** The template parameters of a waitlist signup e-mail (spec section 3). */
export interface WaitlistTemplateParams {
  [param: string]: string;
  user_name: string;
  user_email: string;
  user_location: string;
  user_phone: string;
  user_type: string;
  user_company: string;
  user_notify: string;
  user_ip: string;
  user_agent: string;
  user_geo_city: string;
  user_geo_country: string;
  /** "latitude,longitude". */
  user_geo_coords: string;
  /** A readable summary of the whole signup. */
  message: string;
}

/** The template parameters of a support message e-mail (spec section 3). */
export interface SupportTemplateParams {
  [param: string]: string;
  user_name: string;
  user_email: string;
  user_phone: string;
  user_message: string;
  type: 'support';
}

export const NOT_PROVIDED = 'Not provided';
export const NOT_APPLICABLE = 'N/A';
export const NOT_AVAILABLE = 'Not available';

function present(value: number | string | null | undefined): string | undefined {
  if (value === null || value === undefined) return undefined;
  const text = String(value).trim();
  return text === '' ? undefined : text;
}

function coordinates(geo: GeoLookup): string {
  const latitude = present(geo.latitude);
  const longitude = present(geo.longitude);
  return latitude && longitude ? `${latitude},${longitude}` : NOT_AVAILABLE;
}

/**
 * Cuts each parameter to the length the delivery path keeps (TEMPLATE_PARAM_LIMITS): the form's
 * fields are bounded already, but the user agent and the geolocation answer come from outside.
 */
function fit<Params extends Record<string, string>>(params: Params): Params {
  const fitted: Record<string, string> = {};
  for (const [name, value] of Object.entries(params)) {
    fitted[name] = value.slice(0, TEMPLATE_PARAM_LIMITS[name]);
  }
  return fitted as Params;
}

/**
 * Builds the waitlist e-mail's parameters from the submitted form, the geo lookup (pass `{}` when
 * it failed) and the browser's user agent. Text is trimmed; a blank phone reads "Not provided",
 * a non-vendor's company "N/A", notify "Yes"/"No", any missing geo value "Not available", and
 * every parameter is cut to what the delivery path keeps.
 */
export function buildWaitlistParams(
  form: WaitlistForm,
  geo: GeoLookup,
  userAgent: string,
): WaitlistTemplateParams {
  const isVendor = form.type === 'vendor';
  const params = fit({
    user_name: form.name.trim(),
    user_email: form.email.trim(),
    user_location: form.location.trim(),
    user_phone: present(form.phone) ?? NOT_PROVIDED,
    user_type: form.type,
    user_company: isVendor ? form.company.trim() : NOT_APPLICABLE,
    user_notify: form.notify ? 'Yes' : 'No',
    user_ip: present(geo.ip) ?? NOT_AVAILABLE,
    user_agent: present(userAgent) ?? NOT_AVAILABLE,
    user_geo_city: present(geo.city) ?? NOT_AVAILABLE,
    user_geo_country: present(geo.country) ?? NOT_AVAILABLE,
    user_geo_coords: coordinates(geo),
  });
  const who = isVendor ? `vendor (${params.user_company})` : 'user';
  const message =
    `New waitlist signup: ${params.user_name} <${params.user_email}> joined as a ${who} ` +
    `from ${params.user_location}. Phone: ${params.user_phone}. ` +
    `Launch updates: ${params.user_notify}. ` +
    `Seen from ${params.user_geo_city}, ${params.user_geo_country} (IP ${params.user_ip}).`;
  return fit({ ...params, message });
}

/** Builds the support e-mail's parameters; text is trimmed and a blank phone reads "Not provided". */
export function buildSupportParams(form: ContactForm): SupportTemplateParams {
  return fit({
    user_name: form.name.trim(),
    user_email: form.email.trim(),
    user_phone: present(form.phone) ?? NOT_PROVIDED,
    user_message: form.message.trim(),
    type: 'support',
  });
}
