import { PlugIcon } from '@sanity/icons/Plug';
import { defineArrayMember, defineField, defineType } from 'sanity';

import { blockPreview, sectionHeadingFields, toneField } from '../shared/schema-fields';

const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'];

/** An API's endpoints: method and path beside what each does, and a note under them. */
export const endpoints = defineType({
  name: 'endpoints',
  title: 'API endpoints',
  type: 'object',
  icon: PlugIcon,
  fields: [
    ...sectionHeadingFields,
    defineField({
      name: 'endpoints',
      title: 'Endpoints',
      type: 'array',
      of: [
        defineArrayMember({
          name: 'endpoint',
          title: 'Endpoint',
          type: 'object',
          fields: [
            defineField({
              name: 'method',
              title: 'Method',
              type: 'string',
              options: { list: METHODS, layout: 'radio', direction: 'horizontal' },
              validation: (rule) => rule.required(),
            }),
            defineField({
              name: 'path',
              title: 'Path',
              type: 'string',
              description: 'E.g. /v1/users/{uid}/balance.',
              validation: (rule) => rule.required().max(80),
            }),
            defineField({
              name: 'description',
              title: 'What it does',
              type: 'string',
              validation: (rule) => rule.required().max(160),
            }),
          ],
          preview: { select: { title: 'path', subtitle: 'method' } },
        }),
      ],
      validation: (rule) => rule.required().min(1).max(20),
    }),
    defineField({
      name: 'note',
      title: 'Note',
      type: 'string',
      description: 'Optional: a line under the list.',
      validation: (rule) => rule.max(200),
    }),
    toneField,
  ],
  preview: blockPreview('API endpoints', PlugIcon),
});
