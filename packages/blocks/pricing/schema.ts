import { CreditCardIcon } from '@sanity/icons/CreditCard';
import { defineType } from 'sanity';

import { blockPreview, sectionHeadingFields } from '../shared/schema-fields';

/** #pricing: a heading over the plans (documents of their own, Pricing plans), with the billing
 * switch and the tier rule, which are code's. */
export const pricing = defineType({
  name: 'pricing',
  title: 'Pricing',
  type: 'object',
  icon: CreditCardIcon,
  description: 'Shows the pricing plans; edit and order them under Pricing plans.',
  fields: sectionHeadingFields,
  preview: blockPreview('Pricing', CreditCardIcon),
});
