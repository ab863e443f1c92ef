/**
 * Job postings' fixed vocabularies, shared by the studio (its choices) and the site (its labels and
 * the `JobPosting` structured data search engines read).
 */

/** Schema.org's employment types, the values Google's job search understands. */
export const EMPLOYMENT_TYPES = [
  { value: 'FULL_TIME', title: 'Full-time' },
  { value: 'PART_TIME', title: 'Part-time' },
  { value: 'CONTRACTOR', title: 'Contract' },
  { value: 'TEMPORARY', title: 'Temporary' },
  { value: 'INTERN', title: 'Internship' },
] as const;

export type EmploymentType = (typeof EMPLOYMENT_TYPES)[number]['value'];

/** Where the work happens: an office, partly an office, or anywhere in the applicant's country. */
export const WORKPLACES = [
  { value: 'onsite', title: 'On site' },
  { value: 'hybrid', title: 'Hybrid' },
  { value: 'remote', title: 'Remote' },
] as const;

export type Workplace = (typeof WORKPLACES)[number]['value'];

const titleOf = <Value extends string>(
  list: readonly { value: Value; title: string }[],
  value: string | null | undefined,
) => list.find((entry) => entry.value === value)?.title;

export const employmentTypeLabel = (value: string | null | undefined) =>
  titleOf(EMPLOYMENT_TYPES, value);
export const workplaceLabel = (value: string | null | undefined) => titleOf(WORKPLACES, value);

/**
 * The last moment a posting is open: the end of its closing date in UTC (a date has no time zone;
 * the site's other dates are read the same way). Search engines get it as `validThrough`.
 */
export function closesAt(closingDate: string): string {
  return `${closingDate}T23:59:59Z`;
}
