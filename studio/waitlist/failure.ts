import { UnreadableAnswer } from '@brp/core/team-contract';

/** What an editor reads when a request to the site failed for another reason than the credential. */
export function failureMessage(origin: string, error: unknown): string {
  if (error instanceof UnreadableAnswer) {
    return `The site at ${origin} answered, but ${error.message}: the site and the studio may be of different versions.`;
  }
  // fetch() rejects with a TypeError ("Failed to fetch") when the site is down or refuses the
  // studio's origin (CORS); TeamApiError names the status the site answered.
  const reason = error instanceof Error ? error.message : String(error);
  return `The site could not be reached at ${origin}: ${reason}`;
}

/** Called with whatever a request threw: Unauthorized locks the tool, the rest is shown. */
export type OnFailure = (error: unknown) => void;
