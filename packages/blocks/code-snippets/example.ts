import type { Block } from '../types';

/** A codeSnippets block as the seed's page-api has it. */
export const codeSnippetsExample: Block<'codeSnippets'> = {
  _type: 'codeSnippets',
  _key: 'quick-start',
  tone: 'light',
  eyebrow: 'Quick start',
  title: 'From install to first reward in minutes',
  snippets: [
    {
      _type: 'snippet',
      _key: 'install',
      caption: 'Install',
      code: 'npm install @blocal/rewards-sdk',
      copyLabel: 'Copy install command',
    },
    {
      _type: 'snippet',
      _key: 'usage',
      caption: 'Usage',
      code: "import { Blocal } from '@blocal/rewards-sdk';\n\nconst blocal = new Blocal({ apiKey: process.env.BLOCAL_API_KEY });\n\n// What a customer holds: reward points (BRP) and brand tokens (BT).\nconst { brp, bt } = await blocal.users.balance('user_123');\n\n// Reward a purchase with your brand tokens.\nawait blocal.rewards.mint({ userId: 'user_123', merchantId: 'corner-cafe', amountCents: 1250 });",
      copyLabel: 'Copy usage example',
    },
  ],
};
