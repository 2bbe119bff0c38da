// One open document and what the app does with it: load, check with the server as it changes (debounced), save a
// draft (a stale base is merged by the server; fields both changed are a conflict answered per field), publish,
// roll back.
import { useCallback, useEffect, useReducer, useRef, useState } from 'react';
import { mergeDocs, type Choice, type MergeChange } from '../engine/config/merge-tree.ts';
import { api, ApiError } from './api.ts';
import { canPublish, docReducer, isChecked, isDirty, valueOf, type DocAction, type DocState } from './state/doc.ts';
import type { ConfigIssue, RevisionMeta } from './state/types.ts';

/** How long the value must rest before it is checked: typing a word is one check, not one per key. */
export const VALIDATE_DELAY_MS = 300;

export type Notice = {
  kind: 'status' | 'error';
  key: 'saved' | 'mergedNotice' | 'publishedNotice' | 'rolledBack' | 'rollbackStale' | 'saveFailed' | 'publishFailed' | 'publishInvalid' | 'loadFailed' | 'rollbackFailed';
  vars?: Record<string, string | number>;
  /** Their changes a merged save took in (the notice lists them). */
  changes?: MergeChange[];
};

export function useDoc(doc: string) {
  const [state, dispatch] = useReducer(docReducer, null as DocState | null);
  const [busy, setBusy] = useState<null | 'saving' | 'publishing'>(null);
  const [notice, setNotice] = useState<Notice | null>(null);
  const latest = useRef(state);
  latest.current = state;

  const load = useCallback(async () => {
    try {
      const { head, published, errors } = await api.doc(doc);
      dispatch({ type: 'loaded', doc, head, published, errors });
    } catch (e) {
      setNotice({ kind: 'error', key: 'loadFailed', vars: { reason: (e as Error).message } });
    }
  }, [doc]);
  useEffect(() => {
    void load();
  }, [load]);

  // Live validation by the server's own validator, once the value rests.
  const present = state ? valueOf(state) : undefined;
  const checked = !state || isChecked(state);
  useEffect(() => {
    if (checked) return;
    const value = present;
    const timer = setTimeout(() => {
      api.validate(doc, value).then(
        ({ errors }) => dispatch({ type: 'validated', value, errors }),
        // A failed check leaves the value unchecked (so not publishable); the next change tries again.
        () => undefined,
      );
    }, VALIDATE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [doc, present, checked]);

  /** Saves the present value as a draft; the new revision, or null when it was refused (a conflict, a failure). */
  const save = useCallback(async (base?: number | null, given?: unknown): Promise<RevisionMeta | null> => {
    const s = latest.current;
    if (!s) return null;
    // `given`: the value just dispatched, which `latest` holds only after the next render.
    const value = given === undefined ? valueOf(s) : given;
    setBusy('saving');
    try {
      const { revision, errors, merged } = await api.save(doc, base === undefined ? s.base : base, value);
      if (merged) {
        dispatch({ type: 'merged', sent: value, value: merged.value, revision, errors });
        setNotice({ kind: 'status', key: 'mergedNotice', vars: { id: revision.id, authors: merged.authors.join(', ') }, changes: merged.changes });
      } else {
        dispatch({ type: 'saved', value, revision, errors });
        setNotice({ kind: 'status', key: 'saved', vars: { id: revision.id } });
      }
      return revision;
    } catch (e) {
      if (e instanceof ApiError && e.status === 409 && e.body.current) dispatch({ type: 'conflict', current: e.body.current, base: e.body.base?.value, conflicts: e.body.conflicts });
      else setNotice({ kind: 'error', key: 'saveFailed', vars: { reason: (e as Error).message } });
      return null;
    } finally {
      setBusy(null);
    }
  }, [doc]);

  /** Publishes the present value: saved first when it has unsaved changes. */
  const publish = useCallback(async () => {
    const s = latest.current;
    if (!s || !canPublish(s)) return;
    const revision = isDirty(s) || s.base === null ? (await save())?.id : s.base;
    if (revision === undefined || revision === null) return;
    setBusy('publishing');
    try {
      const { published } = await api.publish(doc, revision);
      dispatch({ type: 'published', published });
      setNotice({ kind: 'status', key: 'publishedNotice', vars: { id: published.id } });
    } catch (e) {
      if (e instanceof ApiError && e.status === 422 && e.body.errors) {
        const current = latest.current;
        if (current) dispatch({ type: 'validated', value: valueOf(current), errors: e.body.errors as ConfigIssue[] });
        setNotice({ kind: 'error', key: 'publishInvalid' });
      } else setNotice({ kind: 'error', key: 'publishFailed', vars: { reason: (e as Error).message } });
    } finally {
      setBusy(null);
    }
  }, [doc, save]);

  /** A new revision with an old one's value, published at once; the document reloads to it. */
  const rollback = useCallback(async (id: number) => {
    const s = latest.current;
    if (!s) return;
    try {
      await api.rollback(doc, id, s.base);
      await load();
      setNotice({ kind: 'status', key: 'rolledBack', vars: { id } });
    } catch (e) {
      // Someone saved since: what they saved is shown before a rollback is asked again (a rollback never merges).
      if (e instanceof ApiError && e.status === 409) {
        await load();
        setNotice({ kind: 'error', key: 'rollbackStale' });
      } else setNotice({ kind: 'error', key: 'rollbackFailed', vars: { reason: (e as Error).message } });
    }
  }, [doc, load]);

  /** After a conflict: this editor's value saved over their revision (theirs stays in the revision history). */
  const keepMine = useCallback(async () => {
    const conflict = latest.current?.conflict;
    if (!conflict) return;
    dispatch({ type: 'keep-mine' });
    await save(conflict.id);
  }, [save]);

  /** After a conflict with fields both changed: merged again with the editor's choice for each, saved on theirs. */
  const resolve = useCallback(async (choices: Record<string, Choice>) => {
    const s = latest.current;
    if (!s?.conflict || !s.clash) return;
    const { value, conflicts } = mergeDocs(s.clash.base, s.conflict.value, valueOf(s), choices);
    if (conflicts.length) return;
    dispatch({ type: 'resolve', value });
    await save(s.conflict.id, value);
  }, [save]);

  const act = useCallback((action: DocAction) => dispatch(action), []);
  return { state, dispatch: act, busy, notice, save, publish, rollback, keepMine, resolve, reload: load };
}
