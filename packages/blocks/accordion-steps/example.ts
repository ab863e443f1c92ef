import type { Block } from '../types';

/** A accordionSteps block as the seed's page-pilot-merchants has it. */
export const accordionStepsExample: Block<'accordionSteps'> = {
  _type: 'accordionSteps',
  _key: 'merchants',
  tone: 'muted',
  eyebrow: 'Getting started',
  title: 'From sign-up to first reward',
  steps: [
    {
      _type: 'accordionStep',
      _key: 'a1',
      title: '1. Connect your till',
      description:
        'Install the app from your point-of-sale marketplace; it reads sales, never card details.',
      points: ['Works alongside your current loyalty cards', 'No new hardware'],
    },
    {
      _type: 'accordionStep',
      _key: 'a2',
      title: '2. Choose your rewards',
      description: 'Decide what regulars can spend their rewards on in your shop.',
      points: ['Preview what customers will see'],
    },
    {
      _type: 'accordionStep',
      _key: 'a3',
      title: '3. Welcome the street',
      description: 'Your shop goes live with the rest of the pilot street on launch day.',
      points: [],
    },
  ],
};
