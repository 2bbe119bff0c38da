/**
 * A save from a revision that is no longer the head: merged three ways (base = the save's parent, theirs = the
 * head, mine = the save; engine/config/merge-tree.ts). Clean, the merged tree is saved on the head and the caller
 * is told what of theirs it took; with conflicts nothing is saved and the caller gets them to choose per field.
 */
import { formatConfig } from '../config/json.ts';
import { mergeDocs, type MergeChange, type MergeConflict } from '../config/merge-tree.ts';
import type { EditorStorePort, Revision, RevisionMeta } from './editor-ports.ts';

export type SaveOutcome =
  /** `authors`: who saved the revisions merged in, in the order they saved. */
  | { saved: RevisionMeta; text: string; merged?: { value: unknown; onto: RevisionMeta; authors: string[]; changes: MergeChange[] } }
  | { conflicts: MergeConflict[]; current: Revision; base: { id: number; value: unknown }; message: string };

/** How many times a merge is tried again when yet another save landed while it was merging. */
const ATTEMPTS = 3;

const headOf = (e: unknown): Revision | undefined => (typeof e === 'object' && e !== null && 'current' in e ? (e as { current: Revision }).current : undefined);
const meta = ({ id, parent, author, at }: RevisionMeta): RevisionMeta => ({ id, parent, author, at });

/** Saves `value` from `base`; a stale base is merged. Store errors other than a stale base (and a new document's) are thrown. */
export async function saveMerging(store: EditorStorePort, doc: string, base: number | null, value: unknown, author: string): Promise<SaveOutcome> {
  const text = formatConfig(value);
  let current: Revision | undefined;
  let stale: unknown;
  try {
    return { saved: await store.save(doc, base, text, author), text };
  } catch (e) {
    current = headOf(e);
    stale = e;
    if (!current) throw e;
  }
  // A new document that exists already, or a base that is none of its revisions: no common parent to merge from.
  const parent = base === null ? undefined : await store.revision(doc, base);
  if (!parent || base === null) throw stale;
  for (let attempt = 1; ; attempt++) {
    const { value: merged, conflicts, changes } = mergeDocs(parent.value, current.value, value);
    if (conflicts.length) {
      const message = `document "${doc}" was changed since revision ${base} (its head is revision ${current.id} by ${current.author}); ${conflicts.length} change(s) of yours clash with theirs: choose mine or theirs for each and save again on revision ${current.id}`;
      return { conflicts, current, base: { id: base, value: parent.value }, message };
    }
    const mergedText = formatConfig(merged);
    try {
      const saved = await store.save(doc, current.id, mergedText, author);
      const authors = [...new Set((await store.revisions(doc)).filter((r) => r.id > base && r.id <= current!.id).sort((a, b) => a.id - b.id).map((r) => r.author))];
      return { saved, text: mergedText, merged: { value: merged, onto: meta(current), authors, changes } };
    } catch (e) {
      const newer = headOf(e);
      if (!newer || attempt >= ATTEMPTS) throw e;
      current = newer;
    }
  }
}
