'use client';

import { buildSupportParams } from '@brp/core/email';
import { type ContactForm, EMPTY_CONTACT_FORM } from '@brp/core/validation';
import { createContext, useCallback, useContext, useRef, useState } from 'react';

import { deliverEmail, type EmailTarget } from '@/lib/forms/deliver-email';
import { formChecks, loadSchemasQuietly } from '@/lib/forms/form-checks';
import type { ProofsOfWork } from '@/lib/forms/proof-of-work';
import { useFormSubmission } from '@/lib/forms/use-form-submission';
import type { SupportAnswer } from '@/lib/support/record-message';

import { FormFrame, type FormFrameSlots } from './form-state';
import { useFirstStep } from './use-first-step';
import { useProofsOfWork } from './use-proofs-of-work';

const ReceiptContext = createContext<SupportAnswer | undefined>(undefined);

/** A random UUID, also where the browser withholds crypto.randomUUID (a plain-http address). */
function newKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = [...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/**
 * One key per submission: the same values sent again (a retry after a failure, a second click)
 * carry the same key, and the server records them once; values edited since make a new one.
 */
function useSubmissionKey() {
  const last = useRef<{ key: string; values: string } | undefined>(undefined);
  return useCallback((values: ContactForm) => {
    const sent = JSON.stringify(values);
    if (last.current?.values !== sent) last.current = { key: newKey(), values: sent };
    return last.current.key;
  }, []);
}

/**
 * Records the message on the site's server first, with the form's solved proof of work (it checks
 * everything again, keeps the message and mails its acknowledgement and the helpdesk's copy), then
 * sends the spec's EmailJS support message. The send succeeds only when both did; a retry after
 * either failed records nothing twice. After a failure the next proof is solved ahead.
 */
async function sendMessage(
  values: ContactForm,
  key: string,
  email: EmailTarget,
  proofs: ProofsOfWork,
): Promise<SupportAnswer> {
  try {
    const { postForm, withProof } = await import('@/lib/forms/post-form');
    const answer = await withProof(proofs.take, (proof) =>
      postForm<SupportAnswer>('/api/support', { ...values, key, proof }),
    );
    await deliverEmail(email, buildSupportParams(values), 'contact');
    return answer;
  } catch (error) {
    proofs.prepare();
    throw error;
  }
}

/** The contact form's state: validated with the spec's rules, recorded, sent as a support
 * message; the thanks then shows the message's reference and the day a reply is due. */
export function ContactFormState({
  email,
  focusId,
  ...slots
}: FormFrameSlots & { email: EmailTarget; focusId: string }) {
  const [receipt, setReceipt] = useState<SupportAnswer>();
  const proofs = useProofsOfWork('support', focusId);
  useFirstStep(focusId, loadSchemasQuietly);
  const keyFor = useSubmissionKey();
  const form = useFormSubmission({
    initial: EMPTY_CONTACT_FORM,
    loadChecks: formChecks((schemas) => schemas.contactForm),
    fieldOrder: ['name', 'email', 'message'],
    logName: 'contact',
    send: async (values) => {
      setReceipt(await sendMessage(values, keyFor(values), email, await proofs()));
    },
  });
  return (
    <ReceiptContext.Provider value={receipt}>
      <FormFrame form={form} {...slots} />
    </ReceiptContext.Provider>
  );
}

/** The thanks' line of the message's reference and the day its reply is due. */
export function SupportReceipt() {
  const receipt = useContext(ReceiptContext);
  if (!receipt) return null;
  return (
    <>
      {' '}
      Your reference is <strong>{receipt.reference}</strong>: expect our reply by{' '}
      <time dateTime={receipt.dueAt}>{receipt.dueDay}</time>.
    </>
  );
}
