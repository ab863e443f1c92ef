import { FIELD_LIMITS } from '@brp/core/field-limits';

import type { FieldGroupProps } from '@/components/ui/field-group/field-group';

/**
 * The fields both forms ask for, asked the same way: spread into a FieldGroup beside the form's
 * own id, `<FieldGroup id="contact-name" {...COMMON_FIELDS.name} />`.
 */
export const COMMON_FIELDS = {
  name: {
    name: 'name',
    label: 'Name',
    required: true,
    autoComplete: 'name',
    maxLength: FIELD_LIMITS.name,
  },
  email: {
    name: 'email',
    label: 'Email',
    type: 'email',
    required: true,
    autoComplete: 'email',
    maxLength: FIELD_LIMITS.email,
  },
  phone: {
    name: 'phone',
    label: 'Phone',
    type: 'tel',
    autoComplete: 'tel',
    maxLength: FIELD_LIMITS.phone,
  },
} as const satisfies Record<string, Omit<FieldGroupProps, 'id'>>;
