/**
 * What the page query reads of each block beside `...` (lib/content/queries.ts). One template
 * literal of each block's projection: typegen follows relative imports into it, not a join.
 */
import { statsProjection } from './stats/query';
import { teamProjection } from './team/query';
import { platformGroupsProjection } from './platform-groups/query';
import { tagNoteProjection } from './tag-note/query';
import { tooltipGridProjection } from './tooltip-grid/query';
import { comingSoonProjection } from './coming-soon/query';
import { flipCardsProjection } from './flip-cards/query';
import { codeSnippetsProjection } from './code-snippets/query';
import { endpointsProjection } from './endpoints/query';
import { linkCardsProjection } from './link-cards/query';
import { logoStripProjection } from './logo-strip/query';
import { stepsProjection } from './steps/query';
import { cardGridProjection } from './card-grid/query';
import { faqListProjection } from './faq-list/query';
import { accordionStepsProjection } from './accordion-steps/query';

export const blockProjections = /* groq */ `
  ${accordionStepsProjection},
  ${faqListProjection},
  ${cardGridProjection},
  ${stepsProjection},
  ${logoStripProjection},
  ${linkCardsProjection},
  ${endpointsProjection},
  ${codeSnippetsProjection},
  ${flipCardsProjection},
  ${comingSoonProjection},
  ${tooltipGridProjection},
  ${tagNoteProjection},
  ${platformGroupsProjection},
  ${teamProjection},
  ${statsProjection}
`;
