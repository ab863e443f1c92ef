/**
 * Holds the answers the site builds (team-answers.ts and the types beside it) to the contract the
 * studio parses (@brp/core/team-contract), as JSON carries them: each Date as text. A field added,
 * removed or retyped on one side and not the other is a compile error here. Types only.
 */
import type { TeamContract } from '@brp/core/team-contract';

import type { TeamAnswers } from './team-answers.ts';

/** A value as JSON carries it: each Date as its ISO 8601 text. */
type Json<T> = T extends Date
  ? string
  : T extends readonly (infer Item)[]
    ? Json<Item>[]
    : T extends object
      ? { [Key in keyof T]: Json<T[Key]> }
      : T;

/** True only when A and B are the same type (each assignable to the other is not enough with
 * optional fields). */
type Same<A, B> =
  (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;

/** Every answer the same on both sides: `true` for each, or the line below fails to compile and
 * names the answer that differs. */
type Pinned = {
  [Name in keyof TeamContract]: Same<Flat<Json<TeamAnswers[Name]>>, Flat<TeamContract[Name]>>;
};
/** An intersection (`ListedSupportMessage & { late }`) as the one object it describes, so that
 * Same compares fields, not how each side spelled its type. */
type Flat<T> = T extends readonly (infer Item)[]
  ? Flat<Item>[]
  : T extends object
    ? { [Key in keyof T]: Flat<T[Key]> }
    : T;

export const TEAM_CONTRACT_PINNED: { [Name in keyof TeamContract]: true } = {} as Pinned;
