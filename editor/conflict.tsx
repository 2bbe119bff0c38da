// After a save found the document changed since it was opened and the server could not merge all of it (409):
// nothing was saved. Each field both editors changed is asked, mine or theirs; the answers are merged with the rest
// and saved on their revision. Without fields to ask (no common revision to merge from), both versions are shown
// and the editor keeps theirs own (saved over the other revision, which stays in the history) or loads theirs.
import { useState } from 'react';
import type { Choice, MergeChange, MergeConflict } from '../engine/config/merge-tree.ts';
import { labelIn, useLang, useT, type Translate } from './i18n.tsx';
import { useMomentFormat } from './fields/site-zone.ts';
import { Dialog } from './dialog.tsx';
import { Diff } from './diff.tsx';
import { findBlock } from './state/tree.ts';
import type { CatalogueEntry, Lang, Revision, TreeValue } from './state/types.ts';

interface Props {
  mine: unknown;
  theirs: Revision;
  conflicts: MergeConflict[] | null;
  /** Names blocks and fields as the outline and forms do. */
  catalogue?: CatalogueEntry[];
  onResolve: (choices: Record<string, Choice>) => void;
  onKeepMine: () => void;
  onTakeTheirs: () => void;
}

const fieldName = (field = '') => field.replace(/^customFields\//, '').replace(/~1/g, '/').replace(/~0/g, '~');
const isTree = (v: unknown): v is TreeValue => !!v && typeof v === 'object' && !!(v as TreeValue).sections;

/** A conflict's block and field in the editor's words: "Top Table List (top-table)", "Small stories per row". */
function namer(lang: Lang, catalogue: CatalogueEntry[], trees: unknown[]) {
  const entryOf = (id: string) => {
    for (const tree of trees) {
      const found = isTree(tree) ? findBlock(tree, id) : undefined;
      if (found) return catalogue.find((c) => c.name === found.node.type);
    }
    return undefined;
  };
  return {
    block: (id: string) => {
      const entry = entryOf(id);
      return entry ? `${labelIn(lang, entry.label, entry.name)} (${id})` : id;
    },
    field: (id: string | undefined, field: string | undefined) => {
      const name = fieldName(field);
      const top = name.split('/')[0]!;
      const schema = id && field?.startsWith('customFields/') ? entryOf(id)?.fields.properties?.[top] : undefined;
      return schema ? labelIn(lang, schema['x-label'], name) + name.slice(top.length) : name;
    },
  };
}
type Namer = ReturnType<typeof namer>;
const short = (text: string) => (text.length > 160 ? `${text.slice(0, 159)}…` : text);

function question(t: Translate, names: Namer, c: MergeConflict): string {
  if (c.kind === 'delete') return t('conflictDelete', { block: names.block(c.block ?? '') });
  if (c.kind === 'place') return t('conflictPlace', { block: names.block(c.block ?? '') });
  return c.block ? t('conflictField', { block: names.block(c.block), field: names.field(c.block, c.field) }) : t('conflictPageField', { field: fieldName(c.field) });
}

function shown(t: Translate, c: MergeConflict, value: unknown): string {
  if (c.kind === 'delete') return value === undefined ? t('valueRemoved') : t('valueKept');
  if (c.kind === 'place') {
    const p = value as { section?: string; inside?: string; after: string | null };
    if (p.section !== undefined) return p.after ? t('placeInSection', { section: p.section, after: p.after }) : t('placeInSectionFirst', { section: p.section });
    return p.after ? t('placeInside', { block: p.inside ?? '', after: p.after }) : t('placeInsideFirst', { block: p.inside ?? '' });
  }
  if (value === undefined || value === '') return t('valueEmpty');
  return short(typeof value === 'string' ? value : JSON.stringify(value));
}

/** Their changes a merged save took in, in the editor's words: "changed top, added promo-2". */
export function describeChanges(t: Translate, changes: MergeChange[]): string {
  const seen = new Set<string>();
  const words: string[] = [];
  for (const c of changes) {
    const what = c.block ?? fieldName(c.field);
    const key = c.kind === 'edit' ? t('changeEdit', { block: what }) : c.kind === 'add' ? t('changeAdd', { block: what }) : c.kind === 'delete' ? t('changeDelete', { block: what }) : t('changeMove', { block: what });
    if (!seen.has(key)) words.push(key);
    seen.add(key);
  }
  return words.join(', ');
}

export function ConflictDialog({ mine, theirs, conflicts, catalogue = [], onResolve, onKeepMine, onTakeTheirs }: Props) {
  const t = useT();
  const names = namer(useLang(), catalogue, [mine, theirs.value]);
  const [choices, setChoices] = useState<Record<string, Choice>>({});
  const at = useMomentFormat(theirs.doc)(theirs.at);
  if (!conflicts?.length) {
    return (
      <Dialog title={t('conflictTitle')}>
        <p role="alert">{t('conflictText', { author: theirs.author, at, id: theirs.id })}</p>
        <h3>{t('yourChanges')}</h3>
        <Diff from={theirs.value} to={mine} label={t('yourChanges')} />
        <details>
          <summary>{t('theirVersion')}</summary>
          <pre className="ed-json">{JSON.stringify(theirs.value, null, 2)}</pre>
        </details>
        <div className="ed-actions">
          <button type="button" onClick={onKeepMine}>{t('keepMine')}</button>
          <button type="button" onClick={onTakeTheirs}>{t('takeTheirs')}</button>
        </div>
      </Dialog>
    );
  }
  const answered = conflicts.every((c) => choices[c.key]);
  return (
    <Dialog title={t('conflictTitle')}>
      <form onSubmit={(e) => { e.preventDefault(); if (answered) onResolve(choices); }}>
        <p role="alert">{t('conflictFieldsText', { author: theirs.author, at, id: theirs.id, count: conflicts.length })}</p>
        {conflicts.map((c, i) => (
          <fieldset key={c.key} className="ed-clash">
            <legend>{question(t, names, c)}</legend>
            {(['mine', 'theirs'] as const).map((side) => (
              <label key={side} className="ed-choice">
                <input type="radio" name={`clash-${i}`} value={side} checked={choices[c.key] === side} onChange={() => setChoices((now) => ({ ...now, [c.key]: side }))} required />
                <span>{t(side === 'mine' ? 'chooseMine' : 'chooseTheirs', { value: shown(t, c, c[side]) })}</span>
              </label>
            ))}
          </fieldset>
        ))}
        <div className="ed-actions">
          <button type="submit" disabled={!answered}>{t('saveChoices')}</button>
          <button type="button" onClick={onTakeTheirs}>{t('takeTheirs')}</button>
        </div>
      </form>
    </Dialog>
  );
}
