/**
 * The forms' proof of work (ALTCHA, self-hosted: `altcha-lib` here, the `altcha` package's solver
 * in the browser): a challenge the form fetches from this site and solves in the background
 * while its visitor types, and that a submission must carry, solved, once. A person never sees
 * it; a script pays for every submission in computing time. Challenges are signed (HMAC) and
 * carry their form and expiry, so the server keeps nothing until one is spent.
 */
import { type Challenge, createChallenge, randomInt, verifySolution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { z } from 'zod';

/** The forms that ask for a proof of work (a challenge is bound to one). */
const CHALLENGE_FORMS = ['waitlist', 'support'] as const;
export type ChallengeForm = (typeof CHALLENGE_FORMS)[number];

export const isChallengeForm = (form: unknown): form is ChallengeForm =>
  (CHALLENGE_FORMS as readonly unknown[]).includes(form);

/** The key derivation every attempt runs: PBKDF2 is in every browser's Web Crypto. */
const ALGORITHM = 'PBKDF2/SHA-256';

/** How long a challenge may be solved and spent: a visitor slow to type gets a new one. */
export const CHALLENGE_LIFETIME_MS = 20 * 60 * 1000;

/** The names of the two secrets below in the shared database (@brp/db's sharedSecret). */
export const PROOF_OF_WORK_SECRETS = ['proof-of-work', 'proof-of-work-key'] as const;

/** The secrets challenges are signed with: the challenge's, and its derived key's. */
export interface ChallengeKeys {
  signature: string;
  key: string;
}

/**
 * A new challenge for `form`: the solver tries counters from 0 until one derives the key whose
 * first half the challenge names; the counter is between `difficulty` and twice it, and each try
 * is `difficulty` PBKDF2 iterations (1000: about a quarter of a second of a desktop browser's
 * time, measured in docs/waitlist.md). The server derives the key once, now, and signs it, so
 * checking a solution later costs two HMACs.
 */
export function newChallenge(
  form: ChallengeForm,
  difficulty: number,
  keys: ChallengeKeys,
  now = Date.now(),
): Promise<Challenge> {
  return createChallenge({
    algorithm: ALGORITHM,
    cost: difficulty,
    counter: randomInt(difficulty, 2 * difficulty),
    deriveKey,
    data: { form },
    expiresAt: new Date(now + CHALLENGE_LIFETIME_MS),
    hmacSignatureSecret: keys.signature,
    hmacKeySignatureSecret: keys.key,
  });
}

/** What a submission's proof of work came to. */
export type ProofVerdict = 'solved' | 'missing' | 'wrong' | 'expired' | 'used';

/** The payload the browser sends (base64 of JSON, as ALTCHA's widget sends it), bounded. */
const payloadShape = z.object({
  challenge: z.object({
    parameters: z.looseObject({
      nonce: z.string().max(128),
      expiresAt: z.number().optional(),
      data: z.record(z.string(), z.unknown()).optional(),
    }),
    signature: z.string().max(256),
  }),
  solution: z.object({
    counter: z.number().int().nonnegative(),
    derivedKey: z.string().max(256),
  }),
});

function parsePayload(text: unknown) {
  if (typeof text !== 'string' || !text) return undefined;
  try {
    return payloadShape.parse(JSON.parse(Buffer.from(text, 'base64').toString('utf8')));
  } catch {
    return undefined;
  }
}

/**
 * Checks a submission's payload for `form`: solved (signed by us, for this form, not expired, its
 * key derived) and spent now, which `spend` records (true the first time only), or why not.
 * Nothing is recorded for a payload that does not check out.
 */
export async function checkProof(
  text: unknown,
  form: ChallengeForm,
  keys: ChallengeKeys,
  spend: (id: string, expiresAt: Date) => Promise<boolean>,
): Promise<ProofVerdict> {
  const payload = parsePayload(text);
  if (!payload) return 'missing';
  const { challenge, solution } = payload;
  let verified;
  try {
    verified = await verifySolution({
      challenge: challenge as unknown as Challenge,
      solution,
      deriveKey,
      hmacSignatureSecret: keys.signature,
      hmacKeySignatureSecret: keys.key,
    });
  } catch {
    // A parameter the library refuses outright (an unknown algorithm, a cost of zero).
    return 'wrong';
  }
  if (verified.expired) return 'expired';
  if (!verified.verified || challenge.parameters.data?.form !== form) return 'wrong';
  const expiresAt = new Date((challenge.parameters.expiresAt ?? 0) * 1000);
  return (await spend(challenge.parameters.nonce, expiresAt)) ? 'solved' : 'used';
}
