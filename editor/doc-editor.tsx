// One document open: toolbar (undo, redo, save, publish, history), the outline with the catalogue, the selected
// block's fields, the live preview; a site's properties or resolvers (not a page tree) as JSON text.
import { useEffect, useMemo, useState } from 'react';
import { useDoc } from './use-doc.ts';
import { useT, type PhraseKey } from './i18n.tsx';
import { useUnsavedWarning } from './routing.ts';
import { canPublish, canRedo, canUndo, isChecked, isDirty, valueOf } from './state/doc.ts';
import { blockOfPointer, findBlock, setFields } from './state/tree.ts';
import type { CatalogueEntry, ConfigIssue, TreeValue } from './state/types.ts';
import { Outline } from './outline.tsx';
import { BlockForm } from './block-form.tsx';
import { Preview } from './preview.tsx';
import { Panes } from './panes.tsx';
import { Revisions } from './revisions.tsx';
import { ConflictDialog, describeChanges } from './conflict.tsx';
import { Presence } from './presence.tsx';
import { SchedulePublish } from './schedule.tsx';
import { JsonDoc } from './json-doc.tsx';

const isTree = (v: unknown): v is TreeValue => !!v && typeof v === 'object' && !!(v as TreeValue).sections && typeof (v as TreeValue).layout === 'string';

/** Ctrl / Cmd + Z and the like, but not while typing in a text field (its own undo belongs to it). */
const typing = (target: EventTarget | null) =>
  target instanceof HTMLElement && (target.isContentEditable || target instanceof HTMLTextAreaElement || (target instanceof HTMLInputElement && !['checkbox', 'radio', 'button', 'submit'].includes(target.type)));

export function DocEditor({ doc, catalogue, onClose }: { doc: string; catalogue: CatalogueEntry[]; onClose: () => void }) {
  const t = useT();
  const { state, dispatch, busy, notice, save, publish, rollback, keepMine, resolve } = useDoc(doc);
  const [showHistory, setShowHistory] = useState(false);
  const [catalogueOpen, setCatalogueOpen] = useState(false);
  const dirty = !!state && isDirty(state);
  useUnsavedWarning(dirty, t('leaveUnsaved'));

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      // The catalogue: Ctrl / Cmd + K anywhere, or "/" when not typing.
      if (((e.ctrlKey || e.metaKey) && e.key.toLowerCase() === 'k') || (e.key === '/' && !e.ctrlKey && !e.metaKey && !e.altKey && !typing(e.target))) {
        e.preventDefault();
        setCatalogueOpen(true);
        return;
      }
      if (!(e.ctrlKey || e.metaKey)) return;
      const key = e.key.toLowerCase();
      if (key === 's') {
        e.preventDefault();
        void save();
      } else if ((key === 'z' || key === 'y') && !typing(e.target)) {
        e.preventDefault();
        dispatch({ type: key === 'y' || e.shiftKey ? 'redo' : 'undo' });
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [dispatch, save]);

  const value = state ? valueOf(state) : undefined;
  const errorsByBlock = useMemo(() => {
    const map = new Map<string, ConfigIssue[]>();
    const page: ConfigIssue[] = [];
    if (state && isTree(value)) {
      for (const e of state.errors) {
        const at = blockOfPointer(value, e.pointer);
        if (at) map.set(at.id, [...(map.get(at.id) ?? []), { pointer: at.rest, message: e.message }]);
        else page.push(e);
      }
    } else if (state) page.push(...state.errors);
    return { map, page };
  }, [state, value]);

  if (!state) return <p role="status">{notice ? t(notice.key, notice.vars) : t('loading')}</p>;
  const tree = isTree(value) ? value : null;
  const selected = tree && state.selected ? findBlock(tree, state.selected) : undefined;
  const publishable = canPublish(state) && !busy;
  const statusKey: PhraseKey = !isChecked(state) ? 'checking' : state.errors.length ? 'hasErrors' : dirty ? 'unsaved' : state.published?.id === state.base ? 'upToDate' : 'draftNotPublished';

  return (
    <div className="ed-doc">
      <div className="ed-toolbar" role="toolbar" aria-label={t('documentActions')}>
        <button type="button" onClick={onClose}>{t('allDocuments')}</button>
        <h2 className="ed-docname">{doc}</h2>
        <button type="button" onClick={() => dispatch({ type: 'undo' })} disabled={!canUndo(state.history)} aria-keyshortcuts="Control+Z">{t('undo')}</button>
        <button type="button" onClick={() => dispatch({ type: 'redo' })} disabled={!canRedo(state.history)} aria-keyshortcuts="Control+Shift+Z">{t('redo')}</button>
        <button type="button" onClick={() => void save()} disabled={!!busy || (!dirty && state.base !== null)} aria-keyshortcuts="Control+S">{t('saveDraft')}</button>
        <button type="button" onClick={() => void publish()} disabled={!publishable} aria-describedby="doc-status">{t('publish')}</button>
        <button type="button" onClick={() => setShowHistory(true)} aria-haspopup="dialog">{t('history')}</button>
        {tree && <button type="button" onClick={() => setCatalogueOpen(!catalogueOpen)} aria-haspopup="dialog" aria-expanded={catalogueOpen} aria-keyshortcuts="Control+K Meta+K /">{t('addBlock')}</button>}
        <SchedulePublish doc={doc} revision={canPublish(state) && !dirty ? state.base : null} />
        <span id="doc-status" className={`ed-docstatus ${state.errors.length ? 'ed-invalid' : ''}`}>{t(statusKey, { count: state.errors.length })}</span>
        <Presence doc={doc} />
      </div>
      <p role="status" aria-live="polite" className={notice?.kind === 'error' ? 'ed-error' : 'ed-notice'}>{notice ? t(notice.key, { ...notice.vars, changes: describeChanges(t, notice.changes ?? []) }) : ''}</p>
      {errorsByBlock.page.length > 0 && (
        <section className="ed-page-errors" aria-labelledby="page-errors-heading">
          <h3 id="page-errors-heading">{t('pageErrors')}</h3>
          <ul>{errorsByBlock.page.map((e, i) => <li key={i}><code>{e.pointer}</code> {e.message}</li>)}</ul>
        </section>
      )}
      {tree ? (
        <Panes
          outline={
            <Outline
              tree={tree}
              catalogue={catalogue}
              selected={state.selected}
              errors={errorsByBlock.map}
              onSelect={(id) => dispatch({ type: 'select', id })}
              onChange={(next, select) => dispatch({ type: 'edit', value: next, select })}
              drawer={catalogueOpen}
              onDrawer={setCatalogueOpen}
            />
          }
          preview={<Preview doc={doc} value={tree} selected={state.selected} onSelect={(id) => dispatch({ type: 'select', id })} />}
          fields={
            <aside className="ed-fields" aria-label={t('blockFields')}>
              {selected ? (
                <BlockForm
                  key={selected.node.id}
                  node={selected.node}
                  entry={catalogue.find((c) => c.name === selected.node.type)}
                  site={doc.split('/')[1] ?? ''}
                  errors={errorsByBlock.map.get(selected.node.id!) ?? []}
                  onChange={(fields, field) => dispatch({ type: 'edit', value: setFields(tree, selected.node.id!, fields), coalesce: `${selected.node.id}/${field}` })}
                />
              ) : (
                <p className="ed-muted">{t('selectABlock')}</p>
              )}
            </aside>
          }
        />
      ) : (
        <JsonDoc value={value} errors={state.errors} onChange={(next) => dispatch({ type: 'edit', value: next, coalesce: 'json' })} />
      )}
      {showHistory && <Revisions doc={doc} current={value} onClose={() => setShowHistory(false)} onRollback={async (id) => { setShowHistory(false); await rollback(id); }} />}
      {state.conflict && (
        <ConflictDialog
          mine={value}
          theirs={state.conflict}
          conflicts={state.clash?.conflicts ?? null}
          catalogue={catalogue}
          onResolve={(choices) => void resolve(choices)}
          onKeepMine={() => void keepMine()}
          onTakeTheirs={() => dispatch({ type: 'take-theirs' })}
        />
      )}
    </div>
  );
}
