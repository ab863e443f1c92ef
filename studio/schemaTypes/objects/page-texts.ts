import { defineField, defineType, type TextRule } from 'sanity';

import { sectionHeadingFields } from '@brp/blocks/shared/schema-fields';

/** A line that should say where the contact address goes. */
const emailLineRule = (rule: TextRule) => [
  rule.required().max(200),
  rule
    .custom((line: string | undefined) =>
      !line || line.includes('{email}') ? true : 'Write {email} where the contact address goes.',
    )
    .warning(),
];

// The words of the pages whose behaviour is code: the jobs list and the contact form.

/** /jobs: its header, with a line for when postings are open and one for when none are. */
export const jobsPageText = defineType({
  name: 'jobsPageText',
  title: 'Jobs page',
  type: 'object',
  options: { collapsible: false },
  fields: [
    ...sectionHeadingFields.filter((field) => field.name !== 'lead'),
    defineField({
      name: 'openLine',
      title: 'Line while positions are open',
      type: 'text',
      rows: 2,
      description: 'The contact e-mail is added at {email}.',
      validation: emailLineRule,
    }),
    defineField({
      name: 'noneLine',
      title: 'Line when none are open',
      type: 'text',
      rows: 2,
      description: 'The contact e-mail is added at {email}.',
      validation: emailLineRule,
    }),
  ],
});

/** /support/contact: the heading above the form. */
export const contactPageText = defineType({
  name: 'contactPageText',
  title: 'Contact page',
  type: 'object',
  options: { collapsible: false },
  fields: sectionHeadingFields.map((field) =>
    field.name === 'lead'
      ? {
          ...field,
          description:
            'Write the reply time as {supportReplyBusinessDays}: it is the rule support keeps.',
        }
      : field,
  ),
});
