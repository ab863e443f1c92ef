'use client';

import { nominationErrors, type NominationField } from '@brp/core/nominations';

import { FormFrame, type FormFrameSlots } from '@/components/forms/form-state';
import { postForm } from '@/lib/forms/post-form';
import { useFormSubmission } from '@/lib/forms/use-form-submission';

type NominationValues = Record<NominationField, string>;

const EMPTY: NominationValues = { name: '', where: '', website: '' };

/** The nomination form's state: checked by the schema the server parses with, then posted with
 * the person's status code; what they typed stays after a failure. */
export function NominateShopState({ code, ...slots }: FormFrameSlots & { code: string }) {
  const form = useFormSubmission({
    initial: EMPTY,
    validate: (values) => nominationErrors(values),
    fieldOrder: ['name', 'where', 'website'],
    logName: 'shop nomination',
    send: async (values) => {
      await postForm('/api/waitlist/nominate', { ...values, code });
    },
  });
  return <FormFrame form={form} {...slots} />;
}
