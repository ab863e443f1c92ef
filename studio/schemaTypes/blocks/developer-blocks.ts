import { CodeIcon } from '@sanity/icons/Code';
import { PlugIcon } from '@sanity/icons/Plug';
import { defineArrayMember, defineField, defineType } from 'sanity';

import {
  blockPreview,
  sectionHeadingFields,
  toneField,
} from '@brp/web/blocks/shared/schema-fields';

/** Code to read and copy: an install command, a usage example. */
export const codeSnippets = defineType({
  name: 'codeSnippets',
  title: 'Code snippets',
  type: 'object',
  icon: CodeIcon,
  fields: [
    ...sectionHeadingFields,
    defineField({
      name: 'snippets',
      title: 'Snippets',
      type: 'array',
      of: [
        defineArrayMember({
          name: 'snippet',
          title: 'Snippet',
          type: 'object',
          fields: [
            defineField({
              name: 'caption',
              title: 'Caption',
              type: 'string',
              description: 'Above the code, e.g. "Install".',
              validation: (rule) => rule.required().max(40),
            }),
            defineField({
              name: 'code',
              title: 'Code',
              type: 'text',
              rows: 8,
              description: 'Exactly as it should be copied.',
              validation: (rule) => rule.required().max(2000),
            }),
            defineField({
              name: 'copyLabel',
              title: 'Copy button, for screen readers',
              type: 'string',
              description: 'What the copy button copies, e.g. "Copy install command".',
              validation: (rule) => rule.required().max(60),
            }),
          ],
          preview: { select: { title: 'caption', subtitle: 'code' } },
        }),
      ],
      validation: (rule) => rule.required().min(1).max(6),
    }),
    toneField,
  ],
  preview: blockPreview('Code snippets', CodeIcon),
});

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
