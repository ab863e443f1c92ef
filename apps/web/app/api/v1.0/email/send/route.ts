import { emailConfig, outboxFile } from '@/lib/env';
import { createOutboxHandler } from '@/lib/outbox/outbox-handler';
import { createClientLimiter, OUTBOX_SENDS } from '@/lib/rate-limits/limits';

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
  limit: createClientLimiter(OUTBOX_SENDS).spend,
});
