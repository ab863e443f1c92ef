import { emailConfig, outboxFile } from '@/lib/env';
import { createOutboxHandler } from '@/lib/outbox/outbox-handler';
import { createRateLimiter } from '@/lib/outbox/rate-limit';

const WINDOW_SECONDS = 60;

/**
 * The local outbox, a development aid: where the forms send when no EmailJS keys are set and the
 * outbox runs (`next dev`, the tests, or a production server with OUTBOX_ENABLED=1). Otherwise
 * the route answers 404. See lib/outbox/outbox-handler.ts for what it accepts and keeps.
 */
export const POST = createOutboxHandler({
  enabled: emailConfig.mode === 'outbox',
  file: outboxFile,
  sender: {
    publicKey: emailConfig.publicKey,
    serviceId: emailConfig.serviceId,
    templateIds: Object.values(emailConfig.templates),
  },
  // The longest send the forms can make is about 5,500 characters, up to 3 bytes each in UTF-8.
  maxBodyBytes: 32 * 1024,
  // An honest visitor sends a few; the end-to-end suite sends a few dozen from one address.
  allow: createRateLimiter({ limit: 60, windowMs: WINDOW_SECONDS * 1000, maxClients: 10_000 }),
  retryAfterSeconds: WINDOW_SECONDS,
});
