import { employmentTypeLabel, workplaceLabel } from '@brp/core/jobs';

import type { JobPostingSummary } from '@/lib/content';

/** Where the work is, as a reader says it: "Toronto, ON · Hybrid" or "Remote (CA)". */
function postingPlace(posting: JobPostingSummary): string {
  if (posting.workplace === 'remote') return `Remote (${posting.country})`;
  const town = [posting.city, posting.region].filter(Boolean).join(', ');
  return [town, workplaceLabel(posting.workplace)].filter(Boolean).join(' · ');
}

/** The facts a list and a posting's page show under its title: team, place, kind of contract. */
export function postingFacts(posting: JobPostingSummary): string[] {
  return [posting.team, postingPlace(posting), employmentTypeLabel(posting.employmentType)].filter(
    (fact): fact is string => Boolean(fact),
  );
}
