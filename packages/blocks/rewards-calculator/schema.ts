import { ControlsIcon } from '@sanity/icons/Controls';
import { defineType } from 'sanity';

import { blockPreview, eyebrowAndTitleFields, toneField } from '../shared/schema-fields';

/** The rewards calculator: a spend slider and what it earns; the rates line is the code's. */
export const rewardsCalculator = defineType({
  name: 'rewardsCalculator',
  title: 'Rewards calculator',
  type: 'object',
  icon: ControlsIcon,
  description: 'The earning and redemption rates are set in code, so every page agrees.',
  fields: [...eyebrowAndTitleFields, toneField],
  preview: blockPreview('Rewards calculator', ControlsIcon),
});
