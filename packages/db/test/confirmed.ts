import type { OpenedDatabase } from '../src/client.ts';
import {
  confirmSignup,
  insertSignup,
  issueConfirmation,
  newCode,
  signupById,
  type SignupInput,
} from '../src/signups.ts';

/**
 * Signs `input` up and follows a fresh confirmation link, as the worker and the person would: the
 * signup as stored after, with its place.
 */
export async function signUpConfirmed(
  { db, relay }: OpenedDatabase,
  input: SignupInput,
  referralCode?: string,
) {
  const { signup } = await insertSignup(db, relay, input, referralCode);
  const token = newCode();
  await issueConfirmation(db, signup.id, token);
  await confirmSignup(db, relay, token);
  return (await signupById(db, signup.id))!;
}
