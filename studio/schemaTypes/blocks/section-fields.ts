import type { ComponentType } from 'react';
import { defineField, type PreviewConfig } from 'sanity';

/** The heading every section block opens with: a small eyebrow, the title and a lead line. */
export const sectionHeadingFields = [
  defineField({
    name: 'eyebrow',
    title: 'Eyebrow',
    type: 'string',
    description: 'A word or two above the title, e.g. "How it works".',
    validation: (rule) => rule.max(40),
  }),
  defineField({
    name: 'title',
    title: 'Title',
    type: 'string',
    description: "The section's heading.",
    validation: (rule) => rule.required().max(90),
  }),
  defineField({
    name: 'lead',
    title: 'Lead',
    type: 'text',
    rows: 2,
    description: 'One or two sentences under the title.',
    validation: (rule) => rule.max(280),
  }),
];

/** The background a section sits on, so neighbouring sections can alternate. */
export const toneField = defineField({
  name: 'tone',
  title: 'Background',
  type: 'string',
  options: {
    list: [
      { title: 'Light', value: 'light' },
      { title: 'Tinted', value: 'muted' },
    ],
    layout: 'radio',
    direction: 'horizontal',
  },
  initialValue: 'light',
});

/** A block's row in the page's list: its own title, the kind of block, and the kind's icon. */
export function blockPreview(kind: string, icon: ComponentType): PreviewConfig {
  return {
    select: { title: 'title' },
    prepare: ({ title }: { title?: string }) => ({
      title: title || `Untitled ${kind.toLowerCase()}`,
      subtitle: kind,
      media: icon,
    }),
  };
}
