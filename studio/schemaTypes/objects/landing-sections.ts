import { defineArrayMember, defineField, defineType } from 'sanity';

// The landing page's "How it works" and merchants' sections. Their anchors (#how-it-works,
// #vendors, #branded-tokens) and layout stay in code; the words are the editors'. Rewards
// numbers are written as figures, `{brpPerDollar}`, which the site fills from the rules.

const FIGURES_HINT =
  'Write rewards numbers as figures, e.g. {brpPerDollar}, so they follow the rules.';

const text = (name: string, title: string, max: number, description?: string) =>
  defineField({
    name,
    title,
    type: max > 120 ? 'text' : 'string',
    ...(max > 120 && { rows: 2 }),
    description,
    validation: (rule) => rule.required().max(max),
  });

/** A line that opens in bold: "**Install in about 5 minutes** from your marketplace." */
const boldLead = defineArrayMember({
  name: 'boldLine',
  title: 'Line',
  type: 'object',
  fields: [
    text('lead', 'In bold', 60),
    text('text', 'Then', 160, 'Starts with a comma or a word; the space is added.'),
  ],
  preview: { select: { title: 'lead', subtitle: 'text' } },
});

/** #how-it-works: the section header, its numbered steps and the line under them. */
export const howItWorksSection = defineType({
  name: 'howItWorksSection',
  title: 'How it works',
  type: 'object',
  options: { collapsible: false },
  fields: [
    text('eyebrow', 'Eyebrow', 40),
    text('title', 'Title', 90),
    text('lead', 'Lead', 280),
    defineField({
      name: 'steps',
      title: 'Steps',
      type: 'array',
      description: `Numbered 01, 02, 03 in this order. ${FIGURES_HINT}`,
      of: [
        defineArrayMember({
          name: 'howStep',
          title: 'Step',
          type: 'object',
          fields: [text('title', 'Title', 60), text('body', 'Text', 280)],
          preview: { select: { title: 'title', subtitle: 'body' } },
        }),
      ],
      validation: (rule) => rule.required().min(2).max(6),
    }),
    defineField({
      name: 'footnote',
      title: 'Line under the steps',
      type: 'object',
      fields: boldLead.fields,
      validation: (rule) => rule.required(),
    }),
  ],
});

/** #vendors and its #branded-tokens card: what merchants get, the results, Apply Now. */
export const vendorSection = defineType({
  name: 'vendorSection',
  title: 'For merchants',
  type: 'object',
  options: { collapsible: false },
  fields: [
    text('eyebrow', 'Eyebrow', 40),
    text('title', 'Title', 90),
    text('text', 'Text', 280),
    defineField({
      name: 'checks',
      title: 'Ticked lines',
      type: 'array',
      description: FIGURES_HINT,
      of: [boldLead],
      validation: (rule) => rule.required().min(1).max(5),
    }),
    defineField({
      name: 'stats',
      title: 'Results',
      type: 'array',
      of: [
        defineArrayMember({
          name: 'vendorStat',
          title: 'Result',
          type: 'object',
          fields: [
            text('value', 'Figure', 40, 'e.g. {spendLiftPercent}%'),
            text('label', 'What it measures', 40),
          ],
          preview: { select: { title: 'value', subtitle: 'label' } },
        }),
      ],
      validation: (rule) => rule.required().min(1).max(4),
    }),
    text('ctaLabel', 'Button label', 30, 'Opens the waitlist with "vendor" chosen.'),
    defineField({
      name: 'brandCard',
      title: 'Branded tokens card',
      type: 'object',
      fields: [
        text('eyebrow', 'Eyebrow', 40),
        text('title', 'Title', 90),
        text('text', 'Text', 280),
        text('badge', 'Badge', 40, 'The round badge of the example, e.g. ×{brandTokensPerDollar}.'),
        text('exampleLead', 'Example, in bold', 40),
        text('example', 'Example', 160, FIGURES_HINT),
        text('linkLabel', 'Link to the Branded Tokens page', 40),
      ],
      validation: (rule) => rule.required(),
    }),
  ],
});
