import { launchLabel } from '../shared/launch-label';

/** What a page's query reads of a hero block beyond its fields: the launch label for its badge. */
export const heroProjection = /* groq */ `
  _type == "hero" => { "launchLabel": ${launchLabel} }
`;
