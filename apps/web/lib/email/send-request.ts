/** The JSON body the EmailJS SDK posts to /api/v1.0/email/send (spec section 7). */
export interface SendRequest {
  lib_version: string;
  user_id: string;
  service_id: string;
  template_id: string;
  template_params: Record<string, string>;
}

const MAX_FIELD_LENGTH = 5000;

function isShortString(value: unknown): value is string {
  return typeof value === 'string' && value.length > 0 && value.length <= MAX_FIELD_LENGTH;
}

/**
 * The send request in `body`, or undefined unless it is exactly what the SDK sends: the four
 * identifying strings, and template parameters that are a flat object of strings.
 */
export function parseSendRequest(body: unknown): SendRequest | undefined {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return undefined;
  const { lib_version, user_id, service_id, template_id, template_params } = body as Record<
    string,
    unknown
  >;
  if (![lib_version, user_id, service_id, template_id].every(isShortString)) return undefined;
  if (
    typeof template_params !== 'object' ||
    template_params === null ||
    Array.isArray(template_params)
  )
    return undefined;
  const params = Object.entries(template_params);
  if (
    params.length === 0 ||
    !params.every(([, value]) => typeof value === 'string' && value.length <= MAX_FIELD_LENGTH)
  ) {
    return undefined;
  }
  return body as SendRequest;
}
