import type { EmailConfig } from '../env';

/** Where one form's messages go: the SDK settings the server hands to the form. */
export interface EmailTarget {
  publicKey: string;
  serviceId: string;
  templateId: string;
  /** EmailJS's API origin, or undefined for the site's own local outbox. */
  origin: string | undefined;
}

export function emailTarget(
  config: EmailConfig,
  template: keyof EmailConfig['templates'],
): EmailTarget {
  return {
    publicKey: config.publicKey,
    serviceId: config.serviceId,
    templateId: config.templates[template],
    origin: config.origin,
  };
}

/**
 * One send per form per this many milliseconds, through the SDK's own rate limit: enough to stop
 * a stuck key or a script from flooding the service, short enough that an honest retry after a
 * failure goes through.
 */
export const SEND_THROTTLE_MS = 3000;

const localStorageProvider = {
  get: (key: string) => Promise.resolve(localStorage.getItem(key)),
  set: (key: string, value: string) => Promise.resolve(localStorage.setItem(key, value)),
  remove: (key: string) => Promise.resolve(localStorage.removeItem(key)),
};

/** Why a send failed, in words for the log: the visitor sees the form's own message instead. */
export class DeliveryError extends Error {
  override name = 'DeliveryError';
}

function describe(
  error: unknown,
  EmailJSResponseStatus: abstract new (...args: never[]) => object,
): string {
  if (error instanceof EmailJSResponseStatus) {
    const { status, text } = error as { status: number; text: string };
    return status === 0
      ? `network error (${text})`
      : `the e-mail service answered ${status}: ${text}`;
  }
  if (error instanceof TypeError) return `the request did not go through: ${error.message}`;
  if (typeof error === 'string') return `the e-mail SDK refused the send: ${error}`;
  return `unexpected failure: ${String(error)}`;
}

/**
 * Sends template parameters through the real EmailJS SDK, loaded only now (it is not needed until
 * someone submits). Resolves on a 2xx answer; rejects with a DeliveryError on a non-2xx answer,
 * a network failure, the SDK's rate limit or its own parameter checks.
 */
export async function deliverEmail(
  target: EmailTarget,
  params: Record<string, string>,
  formId: string,
): Promise<void> {
  const { init, send, EmailJSResponseStatus } = await import('@emailjs/browser');
  // init() replaces every setting it is given or not: without a storage provider the SDK's rate
  // limit silently stops working, so hand it the same localStorage it uses by default.
  init({
    publicKey: target.publicKey,
    origin: target.origin ?? window.location.origin,
    storageProvider: localStorageProvider,
  });
  try {
    await send(target.serviceId, target.templateId, params, {
      limitRate: { id: `brp-${formId}`, throttle: SEND_THROTTLE_MS },
    });
  } catch (error) {
    throw new DeliveryError(describe(error, EmailJSResponseStatus), {
      cause: error,
    });
  }
}
