import { webStorage } from '../browser/storage';
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
 * a stuck key or a script from flooding the service. Only sends that went through count: a failed
 * one gives its turn back, so the visitor's "try again" goes out at once.
 */
const SEND_THROTTLE_MS = 3000;

/** How long a send may wait for the e-mail service before it counts as failed. */
const SEND_TIMEOUT_MS = 15_000;

interface StorageProvider {
  get: (key: string) => Promise<string | null>;
  set: (key: string, value: string) => Promise<void>;
  remove: (key: string) => Promise<void>;
}

/**
 * The SDK's rate-limit storage (localStorage, or memory where the browser blocks it), recording
 * what the SDK marks during one attempt so that a failed attempt can be handed back. When the SDK
 * refuses a send itself it marks nothing, so there is nothing to hand back.
 */
function refundableThrottle() {
  const storage = webStorage('localStorage');
  const before = new Map<string, string | null>();
  const provider: StorageProvider = {
    get: (key) => Promise.resolve(storage.getItem(key)),
    set: (key, value) => {
      if (!before.has(key)) before.set(key, storage.getItem(key));
      storage.setItem(key, value);
      return Promise.resolve();
    },
    remove: (key) => Promise.resolve(storage.removeItem(key)),
  };
  const refund = () => {
    for (const [key, value] of before) {
      if (value === null) storage.removeItem(key);
      else storage.setItem(key, value);
    }
  };
  return { provider, refund };
}

class SendTimeout extends Error {
  override name = 'SendTimeout';
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const expired = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new SendTimeout(`no answer within ${ms / 1000} s`)), ms);
  });
  return Promise.race([promise, expired]).finally(() => clearTimeout(timer));
}

/** Why a send failed, in words for the log: the visitor sees the form's own message instead. */
class DeliveryError extends Error {
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
  if (error instanceof SendTimeout) return `the e-mail service did not answer: ${error.message}`;
  if (error instanceof TypeError) return `the request did not go through: ${error.message}`;
  if (typeof error === 'string') return `the e-mail SDK refused the send: ${error}`;
  return `unexpected failure: ${String(error)}`;
}

/**
 * Sends template parameters through the real EmailJS SDK, loaded only now (it is not needed until
 * someone submits). Resolves on a 2xx answer; rejects with a DeliveryError on a non-2xx answer,
 * a network failure, no answer within SEND_TIMEOUT_MS, the SDK's rate limit or its own parameter
 * checks. A failed send does not count against the rate limit.
 */
export async function deliverEmail(
  target: EmailTarget,
  params: Record<string, string>,
  formId: string,
): Promise<void> {
  // Before the SDK loads: it reads localStorage as it initialises, which throws where blocked.
  const throttle = refundableThrottle();
  const { init, send, EmailJSResponseStatus } = await import('@emailjs/browser');
  // init() replaces every setting it is given or not: without a storage provider the SDK's rate
  // limit silently stops working, so hand it one.
  init({
    publicKey: target.publicKey,
    origin: target.origin ?? window.location.origin,
    storageProvider: throttle.provider,
  });
  try {
    await withTimeout(
      send(target.serviceId, target.templateId, params, {
        limitRate: { id: `brp-${formId}`, throttle: SEND_THROTTLE_MS },
      }),
      SEND_TIMEOUT_MS,
    );
  } catch (error) {
    throttle.refund();
    throw new DeliveryError(describe(error, EmailJSResponseStatus), { cause: error });
  }
}
