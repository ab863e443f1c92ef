import { SparklesIcon } from '@sanity/icons/Sparkles';
import { defineType } from 'sanity';

import { blockPreview, sectionHeadingFields } from '../shared/schema-fields';

/** #features: a heading over the feature cards, which are documents of their own (Features). */
export const features = defineType({
  name: 'features',
  title: 'Features',
  type: 'object',
  icon: SparklesIcon,
  description: 'Shows the feature cards; edit and order them under Features.',
  fields: sectionHeadingFields,
  preview: blockPreview('Features', SparklesIcon),
});
