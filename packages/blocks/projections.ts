/**
 * What the page query reads of a block beyond what it stores (`...` reads every block's fields):
 * only blocks that follow references, read an image's asset or the site settings have one. One template literal,
 * because typegen follows relative imports into it, not an array's join.
 */
import { faqListProjection } from './faq-list/query';
import { heroProjection } from './hero/query';
import { richTextSectionProjection } from './rich-text-section/query';
import { statsProjection } from './stats/query';
import { teamProjection } from './team/query';
import { textWithMediaProjection } from './text-with-media/query';
import { waitlistProjection } from './waitlist/query';

export const blockProjections = /* groq */ `
  ${faqListProjection},
  ${heroProjection},
  ${richTextSectionProjection},
  ${statsProjection},
  ${teamProjection},
  ${textWithMediaProjection},
  ${waitlistProjection}
`;
