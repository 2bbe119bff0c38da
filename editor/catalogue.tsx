// Adding blocks: the catalogue (features and chains of GET /api/blocks), searchable by label in either language,
// name or description, added after the selected block, at the end of a section, or into a chain.
import { useId, useMemo, useState } from 'react';
import { labelIn, useLang, useT } from './i18n.tsx';
import { addBlock, allBlocks, findBlock, type Place } from './state/tree.ts';
import type { CatalogueEntry, TreeValue } from './state/types.ts';

interface Props {
  tree: TreeValue;
  catalogue: CatalogueEntry[];
  sections: string[];
  selected: string | null;
  onAdd: (tree: TreeValue, id: string) => void;
}

/** Catalogue entries matching a search: every word in the label (English or Māori), name or description. */
export function searchCatalogue(catalogue: CatalogueEntry[], text: string): CatalogueEntry[] {
  const words = text.toLowerCase().split(/\s+/).filter(Boolean);
  return catalogue
    .filter((c) => c.kind !== 'layout')
    .filter((c) => {
      const hay = `${c.name} ${c.label.en} ${c.label.mi} ${c.description ?? ''}`.toLowerCase();
      return words.every((w) => hay.includes(w));
    });
}

type Target = { key: string; label: string; place: Place };

export function CataloguePanel({ tree, catalogue, sections, selected, onAdd }: Props) {
  const t = useT();
  const lang = useLang();
  const searchId = useId();
  const [text, setText] = useState('');
  const matches = useMemo(() => searchCatalogue(catalogue, text), [catalogue, text]);

  const targets = useMemo<Target[]>(() => {
    const list: Target[] = [];
    const at = selected ? findBlock(tree, selected) : undefined;
    if (at) list.push({ key: 'after', label: t('afterSelected'), place: { ...at.place, index: at.place.index + 1 } });
    for (const s of sections) list.push({ key: `s:${s}`, label: t('endOfSection', { section: s }), place: { section: s, parent: null, index: (tree.sections[s] ?? []).length } });
    for (const f of allBlocks(tree)) {
      if (Array.isArray(f.node.children)) list.push({ key: `c:${f.node.id}`, label: t('insideBlock', { block: f.node.id ?? '' }), place: { section: f.place.section, parent: f.node.id!, index: f.node.children.length } });
    }
    return list;
  }, [tree, sections, selected, t]);
  const [targetKey, setTargetKey] = useState<string>('');
  const target = targets.find((x) => x.key === targetKey) ?? targets[0];

  return (
    <section className="ed-catalogue" aria-labelledby={`${searchId}-h`}>
      <h3 id={`${searchId}-h`} className="ed-pane-title">{t('addBlock')}</h3>
      <label className="ed-field">
        <span>{t('addWhere')}</span>
        <select value={target?.key ?? ''} onChange={(e) => setTargetKey(e.target.value)} aria-label={t('addWhere')}>
          {targets.map((x) => <option key={x.key} value={x.key}>{x.label}</option>)}
        </select>
      </label>
      <label className="ed-field">
        <span>{t('searchBlocks')}</span>
        <input type="search" value={text} onChange={(e) => setText(e.target.value)} aria-controls={`${searchId}-list`} />
      </label>
      <ul id={`${searchId}-list`} className="ed-catalogue-list" aria-live="polite">
        {matches.map((c) => (
          <li key={c.name}>
            <button
              type="button"
              disabled={!target}
              title={c.description}
              onClick={() => {
                if (!target) return;
                const { tree: next, id } = addBlock(tree, c, target.place);
                onAdd(next, id);
              }}
            >
              {t('addNamed', { block: labelIn(lang, c.label, c.name) })}
            </button>
            <span className="ed-muted"> {c.kind === 'chain' ? t('chain') : ''}</span>
          </li>
        ))}
        {!matches.length && <li className="ed-muted">{t('noBlocksMatch')}</li>}
      </ul>
    </section>
  );
}
