import { launchLabel } from '../shared/launch-label';

/** What a page's query reads of a waitlist block: its eyebrow, the launch label when it has none. */
export const waitlistProjection = /* groq */ `
  _type == "waitlist" => { "eyebrow": coalesce(eyebrow, ${launchLabel}) }
`;
