import { capTemplateParams, SEND_REQUEST_LIMITS } from '@brp/core/field-limits';

/** What the outbox writes of one send request: its known fields, capped, and when it came. */
export interface OutboxRecord {
  receivedAt: string;
  lib_version: string;
  user_id: string;
  service_id: string;
  template_id: string;
  template_params: Record<string, string>;
}

/** The sender the outbox accepts: the keys and templates the site hands its forms. */
export interface OutboxSender {
  publicKey: string;
  serviceId: string;
  templateIds: readonly string[];
}

function isIdentifier(value: unknown, limit: number): value is string {
  return typeof value === 'string' && value.length > 0 && value.length <= limit;
}

function isFlatStringObject(value: unknown): value is Record<string, string> {
  return (
    typeof value === 'object' &&
    value !== null &&
    !Array.isArray(value) &&
    Object.values(value).every((param) => typeof param === 'string')
  );
}

/**
 * The record to write for `body`, or undefined unless it is a send request from the site's own
 * forms: its ids match `sender`, its template parameters are a flat object of strings, and at
 * least one of them is a parameter the e-mails know. Everything else it carries is dropped, each
 * parameter is cut to its limit, and the time is the server's.
 */
export function outboxRecord(
  body: unknown,
  sender: OutboxSender,
  receivedAt: Date,
): OutboxRecord | undefined {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return undefined;
  const { lib_version, user_id, service_id, template_id, template_params } = body as Record<
    string,
    unknown
  >;
  if (
    !isIdentifier(lib_version, SEND_REQUEST_LIMITS.lib_version) ||
    user_id !== sender.publicKey ||
    service_id !== sender.serviceId ||
    typeof template_id !== 'string' ||
    !sender.templateIds.includes(template_id) ||
    !isFlatStringObject(template_params)
  ) {
    return undefined;
  }
  const params = capTemplateParams(template_params);
  if (Object.keys(params).length === 0) return undefined;
  return {
    receivedAt: receivedAt.toISOString(),
    lib_version,
    user_id,
    service_id,
    template_id,
    template_params: params,
  };
}
