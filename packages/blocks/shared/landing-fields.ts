import { defineArrayMember, defineField } from 'sanity';

// Fields of the landing page's "How it works" and merchants' blocks. Their anchors
// (#how-it-works, #vendors, #branded-tokens) and layout stay in code; the words are the editors'.
// Rewards numbers are written as figures, `{brpPerDollar}`, which the site fills from the rules.

export const FIGURES_HINT =
  'Write rewards numbers as figures, e.g. {brpPerDollar}, so they follow the rules.';

export const text = (name: string, title: string, max: number, description?: string) =>
  defineField({
    name,
    title,
    type: max > 120 ? 'text' : 'string',
    ...(max > 120 && { rows: 2 }),
    description,
    validation: (rule) => rule.required().max(max),
  });

/** A line that opens in bold: "**Install in about 5 minutes** from your marketplace." */
export const boldLead = defineArrayMember({
  name: 'boldLine',
  title: 'Line',
  type: 'object',
  fields: [
    text('lead', 'In bold', 60),
    text('text', 'Then', 160, 'Starts with a comma or a word; the space is added.'),
  ],
  preview: { select: { title: 'lead', subtitle: 'text' } },
});
