import { FieldRejection } from './use-form-submission';

/** How long a form may wait for the site's server before the send counts as failed. */
const POST_TIMEOUT_MS = 15_000;

/** Why the site's server did not record a submission, for the log; the visitor sees the form's
 * own message. */
class SubmissionFailed extends Error {
  override name = 'SubmissionFailed';
}

/** The server did not take the submission's proof of work (one that expired while its visitor
 * was away, say): a new one may do. */
class ProofRefused extends SubmissionFailed {
  override name = 'ProofRefused';
}

/**
 * Posts a form's JSON to one of the site's routes and reads its answer: the answer's body when it
 * recorded the submission; a ProofRefused for a proof of work it did not take; a FieldRejection
 * with the messages of the fields it refused (a throwaway address); else a failure for the log.
 */
export async function postForm<Answer>(path: string, body: unknown): Promise<Answer> {
  let response: Response;
  try {
    response = await fetch(path, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(POST_TIMEOUT_MS),
    });
  } catch (error) {
    throw new SubmissionFailed(`the site's server could not be reached`, { cause: error });
  }
  const answer = (await response.json().catch(() => ({}))) as Partial<Answer> & {
    error?: string;
    fields?: Record<string, string>;
    proof?: string;
  };
  if (response.ok) return answer as Answer;
  if (response.status === 403 && answer.proof)
    throw new ProofRefused(`the proof of work: ${answer.proof}`);
  if (answer.fields && Object.keys(answer.fields).length > 0)
    throw new FieldRejection(answer.fields);
  throw new SubmissionFailed(
    `the site's server answered ${response.status}: ${answer.error ?? ''}`,
  );
}

/** Sends with a proof of work taken for the purpose; once more with a new one should the server
 * refuse it. */
export async function withProof<Answer>(
  take: () => Promise<string>,
  send: (proof: string) => Promise<Answer>,
): Promise<Answer> {
  try {
    return await send(await take());
  } catch (error) {
    if (error instanceof ProofRefused) return send(await take());
    throw error;
  }
}
