import type { Block } from '../types';

/** A systemPicker block as the seed's page-pos-integration has it. */
export const systemPickerExample: Block<'systemPicker'> = {
  _type: 'systemPicker',
  _key: 'systems',
  tone: 'muted',
  eyebrow: 'Supported systems',
  title: 'Works with the systems merchants already run',
  systems: [
    {
      _type: 'system',
      _key: 's1',
      title: 'Square',
      kind: 'Point of sale',
      detail: 'install the app from the Square App Marketplace.',
    },
    {
      _type: 'system',
      _key: 's2',
      title: 'Clover',
      kind: 'Point of sale',
      detail: 'install from the Clover App Market on any station.',
    },
    {
      _type: 'system',
      _key: 's3',
      title: 'Toast',
      kind: 'Point of sale',
      detail: 'add the integration from the Toast Partner Connect directory.',
    },
    {
      _type: 'system',
      _key: 's4',
      title: 'Card terminal',
      kind: 'Payments',
      detail: 'pair a countertop card terminal; rewards follow each card payment.',
    },
    {
      _type: 'system',
      _key: 's5',
      title: 'Shopify',
      kind: 'eCommerce',
      detail: 'add the app to your store; online orders earn like in-store ones.',
    },
    {
      _type: 'system',
      _key: 's6',
      title: 'Custom API',
      kind: 'Anything else',
      detail: 'send sales to our REST API or SDK; see the API page for details.',
    },
  ],
  prompt: 'Choose your system to see how it connects.',
};
