import { defineField, defineType, type TextRule } from 'sanity';

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
    defineField({
      name: 'eyebrow',
      title: 'Eyebrow',
      type: 'string',
      validation: (rule) => rule.required().max(40),
    }),
    defineField({
      name: 'title',
      title: 'Title',
      type: 'string',
      validation: (rule) => rule.required().max(90),
    }),
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
  fields: [
    defineField({
      name: 'eyebrow',
      title: 'Eyebrow',
      type: 'string',
      validation: (rule) => rule.required().max(40),
    }),
    defineField({
      name: 'title',
      title: 'Title',
      type: 'string',
      validation: (rule) => rule.required().max(90),
    }),
    defineField({
      name: 'lead',
      title: 'Lead',
      type: 'text',
      rows: 2,
      description:
        'Write the reply time as {supportReplyBusinessDays}: it is the rule support keeps.',
      validation: (rule) => rule.required().max(240),
    }),
  ],
});
