// The state of one open document: its value with undo / redo, the revision it started from, what the server last
// said is wrong with it, and a conflict after a stale save. A reducer, so every transition is a plain function the
// unit tests drive (editor/state/doc.test.ts).
import { mergeDocs, type MergeConflict } from '../../engine/config/merge-tree.ts';
import { canRedo, canUndo, record, redo, startHistory, undo, type History } from './history.ts';
import { withIds } from './tree.ts';
import type { ConfigIssue, Revision, RevisionMeta, TreeValue } from './types.ts';

export interface DocState {
  doc: string;
  /** The head revision this value started from (what a save names as its base); null for a new document. */
  base: number | null;
  /** The value at `base`: the value differs from it while there are unsaved changes. */
  saved: unknown;
  history: History<unknown>;
  published: RevisionMeta | null;
  /** The server's errors for `validated`; stale while `validated` is not the present value. */
  errors: ConfigIssue[];
  validated: unknown;
  /** Their revision, when a save found the document changed since `base`: nothing was saved. */
  conflict: Revision | null;
  /** With a conflict: the save's base value and the fields both changed, each to be answered mine or theirs. */
  clash: { base: unknown; conflicts: MergeConflict[] } | null;
  selected: string | null;
}

export type DocAction =
  | { type: 'loaded'; doc: string; head: Revision | null; value?: unknown; published: RevisionMeta | null; errors: ConfigIssue[] }
  | { type: 'edit'; value: unknown; coalesce?: string; select?: string | null }
  | { type: 'undo' }
  | { type: 'redo' }
  | { type: 'select'; id: string | null }
  | { type: 'validated'; value: unknown; errors: ConfigIssue[] }
  | { type: 'saved'; value: unknown; revision: RevisionMeta; errors: ConfigIssue[] }
  | { type: 'conflict'; current: Revision; base?: unknown; conflicts?: MergeConflict[] }
  /** The server merged `sent` with other saves into `value` (revision): the editor goes on from the merged value. */
  | { type: 'merged'; sent: unknown; value: unknown; revision: RevisionMeta; errors: ConfigIssue[] }
  /** A conflict answered: `value` (merged with the choices) replaces theirs on the next save, based on theirs. */
  | { type: 'resolve'; value: unknown }
  /** Keep this editor's value and save it again over their revision (the next save names theirs as its base). */
  | { type: 'keep-mine' }
  /** Drop this editor's changes for their revision. */
  | { type: 'take-theirs' }
  | { type: 'published'; published: RevisionMeta };

const isTree = (v: unknown): v is TreeValue => !!v && typeof v === 'object' && typeof (v as TreeValue).sections === 'object' && (v as TreeValue).sections !== null;

/** A stored value as the editor holds it: a page tree gets an id on every block (see withIds). */
export const normalise = (value: unknown) => (isTree(value) ? withIds(value) : value);

const same = (a: unknown, b: unknown) => a === b || JSON.stringify(a) === JSON.stringify(b);

function fresh(doc: string, base: number | null, value: unknown, published: RevisionMeta | null, errors: ConfigIssue[], selected: string | null = null): DocState {
  const v = normalise(value);
  return { doc, base, saved: v, history: startHistory(v), published, errors, validated: v, conflict: null, clash: null, selected };
}

export function docReducer(state: DocState | null, action: DocAction): DocState | null {
  if (action.type === 'loaded') return fresh(action.doc, action.head?.id ?? null, action.head ? action.head.value : action.value, action.published, action.errors);
  if (!state) return state;
  switch (action.type) {
    case 'edit':
      return { ...state, history: record(state.history, action.value, action.coalesce), selected: action.select === undefined ? state.selected : action.select };
    case 'undo':
      return { ...state, history: undo(state.history) };
    case 'redo':
      return { ...state, history: redo(state.history) };
    case 'select':
      return { ...state, selected: action.id };
    case 'validated':
      // An answer for a value since changed says nothing about the present one (a newer check is on its way).
      return action.value === state.history.present ? { ...state, errors: action.errors, validated: action.value } : state;
    case 'saved':
      return { ...state, base: action.revision.id, saved: action.value, ...(action.value === state.history.present ? { errors: action.errors, validated: action.value } : {}), conflict: null, clash: null };
    case 'conflict':
      return { ...state, conflict: action.current, clash: action.conflicts?.length ? { base: action.base, conflicts: action.conflicts } : null };
    case 'merged': {
      const merged = normalise(action.value);
      // Edits made while the save was on its way are kept: merged onto the merged value (theirs are the newer).
      const present = state.history.present;
      const next = present === action.sent ? merged : rebase(action.sent, merged, present);
      const clean = next === merged;
      return { ...state, base: action.revision.id, saved: merged, history: record(state.history, next), ...(clean ? { errors: action.errors, validated: next } : {}), conflict: null, clash: null };
    }
    case 'resolve':
      return state.conflict ? { ...state, base: state.conflict.id, saved: normalise(state.conflict.value), history: record(state.history, action.value), conflict: null, clash: null } : state;
    case 'keep-mine':
      // Their revision becomes the base: the next save replaces it with this value, theirs stays in the history.
      return state.conflict ? { ...state, base: state.conflict.id, saved: normalise(state.conflict.value), conflict: null, clash: null } : state;
    case 'take-theirs':
      return state.conflict ? fresh(state.doc, state.conflict.id, state.conflict.value, state.published, [], state.selected) : state;
    case 'published':
      return { ...state, published: action.published };
  }
}

/** `later` (edits since `sent`) onto `merged`, the later edits winning where both changed a field. */
function rebase(sent: unknown, merged: unknown, later: unknown): unknown {
  const first = mergeDocs(sent, merged, later);
  if (!first.conflicts.length) return first.value;
  return mergeDocs(sent, merged, later, Object.fromEntries(first.conflicts.map((c) => [c.key, 'mine' as const]))).value;
}

export const valueOf = (s: DocState) => s.history.present;
export const isDirty = (s: DocState) => !same(s.history.present, s.saved);
/** The server has checked the present value (a check is not pending). */
export const isChecked = (s: DocState) => s.validated === s.history.present;
/** Publishing needs a checked value with no errors, and no conflict pending. */
export const canPublish = (s: DocState) => isChecked(s) && s.errors.length === 0 && !s.conflict;
export { canUndo, canRedo };
