'use client';

import type { NominationField } from '@brp/core/nominations';

import { FormFrame, type FormFrameSlots } from '@/components/forms/form-state';
import { postForm } from '@/lib/forms/post-form';
import { useFormSubmission } from '@/lib/forms/use-form-submission';

type NominationValues = Record<NominationField, string>;

const EMPTY: NominationValues = { name: '', where: '', website: '' };

/** The nomination form's state: posted with the person's status code and checked by the server
 * with the form's one schema (@brp/core/nominations), whose messages show under the fields as a
 * browser check's would; what they typed stays after a failure. The schema is not sent to the
 * browser: zod's mini build alone adds 15.5 KB of first-load JavaScript to the status page
 * (143 KB without it, budget 155), for a check one round trip also makes. */
export function NominateShopState({ code, ...slots }: FormFrameSlots & { code: string }) {
  const form = useFormSubmission({
    initial: EMPTY,
    loadChecks: () => Promise.resolve(() => ({})),
    fieldOrder: ['name', 'where', 'website'],
    logName: 'shop nomination',
    send: async (values) => {
      await postForm('/api/waitlist/nominate', { ...values, code });
    },
  });
  return <FormFrame form={form} {...slots} />;
}
