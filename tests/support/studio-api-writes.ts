/**
 * The writes of the fake studio API (studio-api.ts): the mutations and the document actions the
 * studio sends, applied to the fake Content Lake as one transaction each, whose changes the
 * listeners then hear. Patches know `set`, `setIfMissing`, `unset` and `diffMatchPatch` (text
 * typed into a field, applied by Sanity's own library) at dotted paths, which is what the desk's
 * forms and ordered lists send; anything else is refused, so a test that needs more fails saying
 * so rather than passing on a write that did nothing.
 */
import { applyPatches, parsePatch } from '@sanity/diff-match-patch';

import type { FakeContentLake, LakeDocument } from '@brp/testing/content-lake';

/** One document a transaction changed: `after` undefined when it was deleted. */
export interface DocumentChange {
  id: string;
  before: LakeDocument | undefined;
  after: LakeDocument | undefined;
}

type Fields = Record<string, unknown>;
type Patch = {
  set?: Fields;
  setIfMissing?: Fields;
  unset?: string[];
  diffMatchPatch?: Record<string, string>;
} & Fields;
export type Mutation = Record<string, Fields>;
export interface DocumentAction extends Fields {
  actionType: string;
}

const DRAFT = 'drafts.';
const PATCH_OPERATIONS = new Set([
  'id',
  'set',
  'setIfMissing',
  'unset',
  'diffMatchPatch',
  'ifRevisionID',
]);

/** Reads a dotted path (`a.b`) of a document. */
function getPath(doc: Fields, path: string): unknown {
  return path.split('.').reduce<unknown>((value, key) => (value as Fields | undefined)?.[key], doc);
}

/** Sets a dotted path (`a.b`) on a document. */
function setPath(doc: Fields, path: string, value: unknown) {
  const keys = path.split('.');
  let target = doc;
  for (const key of keys.slice(0, -1)) {
    if (typeof target[key] !== 'object' || target[key] === null) target[key] = {};
    target = target[key] as Fields;
  }
  target[keys.at(-1)!] = value;
}

function applyPatch(doc: LakeDocument, patch: Patch): LakeDocument {
  const unknown = Object.keys(patch).filter((operation) => !PATCH_OPERATIONS.has(operation));
  if (unknown.length > 0) throw new Error(`the fake API cannot apply ${unknown.join(', ')}`);
  const next = structuredClone(doc);
  for (const [path, value] of Object.entries(patch.setIfMissing ?? {}))
    if (next[path] === undefined) setPath(next, path, value);
  for (const [path, value] of Object.entries(patch.set ?? {})) setPath(next, path, value);
  for (const path of patch.unset ?? []) delete next[path];
  for (const [path, diff] of Object.entries(patch.diffMatchPatch ?? {})) {
    const current = getPath(next, path);
    const [text] = applyPatches(parsePatch(diff), typeof current === 'string' ? current : '');
    setPath(next, path, text);
  }
  return next;
}

/** A transaction over the lake: reads see its own writes; `commit` stores them all at once. */
export function transaction(lake: FakeContentLake, transactionId: string) {
  const changes = new Map<string, DocumentChange>();
  const get = (id: string) => (changes.has(id) ? changes.get(id)!.after : lake.get(id));
  const put = (id: string, after: LakeDocument | undefined) =>
    changes.set(id, { id, before: changes.get(id)?.before ?? lake.get(id), after });
  const required = (id: string) => {
    const doc = get(id);
    if (!doc) throw new Error(`no document ${id}`);
    return doc;
  };

  function mutate(mutation: Mutation) {
    const [kind, body] = Object.entries(mutation)[0]!;
    const id = (body.id ?? body._id) as string;
    if (kind === 'createIfNotExists') {
      if (!get(id)) put(id, body as LakeDocument);
    } else if (kind === 'create' || kind === 'createOrReplace') put(id, body as LakeDocument);
    else if (kind === 'delete') put(id, undefined);
    else if (kind === 'patch') put(id, applyPatch(required(id), body));
    else throw new Error(`the fake API cannot apply a ${kind} mutation`);
  }

  function act(action: DocumentAction) {
    const draftId = action.draftId as string;
    const publishedId = action.publishedId as string;
    switch (action.actionType) {
      case 'sanity.action.document.create':
      case 'sanity.action.document.replaceDraft': {
        const attributes = action.attributes as LakeDocument;
        return put(attributes._id, attributes);
      }
      case 'sanity.action.document.edit': {
        const base = get(draftId) ?? { ...required(publishedId), _id: draftId };
        return put(draftId, applyPatch(base, action.patch as Patch));
      }
      case 'sanity.action.document.publish':
        put(publishedId, { ...required(draftId), _id: publishedId });
        return put(draftId, undefined);
      case 'sanity.action.document.unpublish':
        if (!get(draftId)) put(draftId, { ...required(publishedId), _id: draftId });
        return put(publishedId, undefined);
      case 'sanity.action.document.discard':
        return put(draftId, undefined);
      case 'sanity.action.document.delete':
        for (const id of [publishedId, ...((action.includeDrafts as string[]) ?? [])])
          put(id, undefined);
        return put(`${DRAFT}${publishedId}`, undefined);
      default:
        throw new Error(`the fake API cannot apply ${action.actionType}`);
    }
  }

  /** Stores every change, each stamped with the transaction as its revision, and lists them. */
  function commit(): DocumentChange[] {
    const now = new Date().toISOString();
    const done = [...changes.values()].filter((change) => change.before ?? change.after);
    for (const change of done) {
      if (!change.after) {
        lake.remove(change.id);
        continue;
      }
      change.after = {
        _createdAt: change.before?._createdAt ?? now,
        ...change.after,
        _id: change.id,
        _updatedAt: now,
        _rev: transactionId,
      };
      lake.publish(change.after);
    }
    return done;
  }

  return { mutate, act, commit };
}
