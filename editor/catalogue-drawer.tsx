// The block catalogue as a drawer beside the outline and the preview: searched as one types, grouped, each block
// with its picture and description; Enter or a click adds it at the selection (or where "Add to" says), and a
// block is dragged from here into the outline or onto the preview (the outline's DndContext, outline-dnd.ts). Not
// modal: the page behind stays usable, so a drag can reach it; Escape closes it and gives the focus back.
import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent, type PointerEventHandler } from 'react';
import { useDraggable } from '@dnd-kit/core';
import { labelIn, useLang, useT, type PhraseKey } from './i18n.tsx';
import { bestMatch, groupCatalogue, insertionPlace, searchCatalogue, sectionName } from './catalogue-logic.ts';
import { addBlock, allBlocks, findBlock, type Place } from './state/tree.ts';
import type { CatalogueEntry, TreeValue } from './state/types.ts';
import { GroupIcon } from './catalogue-icons.tsx';
import { NEW_BLOCK } from './outline-dnd.ts';

interface Props {
  tree: TreeValue;
  catalogue: CatalogueEntry[];
  sections: string[];
  selected: string | null;
  onAdd: (tree: TreeValue, id: string) => void;
  onClose: () => void;
}

type Target = { key: string; label: string; place: Place };

const GROUP_PHRASES: Record<string, PhraseKey> = {
  Promos: 'groupPromos', Lists: 'groupLists', Article: 'groupArticle', Media: 'groupMedia', Navigation: 'groupNavigation', Layout: 'groupLayout',
  Page: 'groupPage', Ads: 'groupAds', Account: 'groupAccount', Subscriptions: 'groupSubscriptions', feature: 'groupFeature', chain: 'groupChain',
};

export function CatalogueDrawer({ tree, catalogue, sections, selected, onAdd, onClose }: Props) {
  const t = useT();
  const lang = useLang();
  const id = useId();
  const [text, setText] = useState('');
  const groups = useMemo(() => groupCatalogue(searchCatalogue(catalogue, text), lang), [catalogue, text, lang]);
  const layout = catalogue.find((c) => c.name === tree.layout);

  const targets = useMemo<Target[]>(() => {
    const list: Target[] = [];
    const here = insertionPlace(tree, sections, selected);
    const at = selected ? findBlock(tree, selected) : undefined;
    if (here && at) list.push({ key: 'selection', label: t(Array.isArray(at.node.children) ? 'intoSelected' : 'afterSelected'), place: here });
    for (const s of sections) list.push({ key: `s:${s}`, label: t('endOfSection', { section: sectionName(layout, s, lang) }), place: { section: s, parent: null, index: (tree.sections[s] ?? []).length } });
    for (const f of allBlocks(tree)) {
      if (Array.isArray(f.node.children)) list.push({ key: `c:${f.node.id}`, label: t('insideBlock', { block: `${labelIn(lang, catalogue.find((c) => c.name === f.node.type)?.label, f.node.type)} (${f.node.id})` }), place: { section: f.place.section, parent: f.node.id!, index: f.node.children.length } });
    }
    return list;
  }, [tree, sections, selected, layout, catalogue, lang, t]);
  // The default follows the selection (or the main section); a place the editor chose stays while it exists.
  const defaultKey = selected && findBlock(tree, selected) ? 'selection' : here(tree, sections, selected);
  const [chosen, setChosen] = useState<string | null>(null);
  const target = targets.find((x) => x.key === chosen) ?? targets.find((x) => x.key === defaultKey) ?? targets[0];
  useEffect(() => setChosen(null), [selected]);

  // Added by Enter or a click, the new block is selected and the drawer closes to show its fields (over which it
  // lies); a drag leaves it open for the next one.
  const add = (entry: CatalogueEntry) => {
    if (!target) return;
    const { tree: next, id: added } = addBlock(tree, entry, target.place);
    onAdd(next, added);
    onClose();
  };

  // Focus into the search on open, and back where it was (the toolbar's button) on close.
  const search = useRef<HTMLInputElement>(null);
  useEffect(() => {
    const before = document.activeElement as HTMLElement | null;
    search.current?.focus();
    return () => {
      if (before?.isConnected && (!document.activeElement || document.activeElement === document.body || drawer.current?.contains(document.activeElement))) before.focus();
    };
  }, []);
  const drawer = useRef<HTMLDivElement>(null);
  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === 'Escape') {
      e.stopPropagation();
      onClose();
    }
  };

  return (
    <div ref={drawer} className="ed-drawer" role="dialog" aria-modal="false" aria-labelledby={`${id}-h`} onKeyDown={onKeyDown}>
      <div className="ed-drawer-head">
        <h3 id={`${id}-h`} className="ed-pane-title">{t('addBlock')}</h3>
        <button type="button" onClick={onClose} aria-label={t('closeCatalogue')}>✕</button>
      </div>
      <label className="ed-field">
        <span>{t('searchBlocks')}</span>
        <input
          ref={search}
          type="search"
          value={text}
          onChange={(e) => setText(e.target.value)}
          aria-controls={`${id}-list`}
          aria-describedby={`${id}-hint`}
          onKeyDown={(e) => {
            const best = e.key === 'Enter' ? bestMatch(groups, text, lang) : undefined;
            if (best) {
              e.preventDefault();
              add(best);
            }
          }}
        />
      </label>
      <p id={`${id}-hint`} className="ed-muted ed-hint">{t('catalogueHint')}</p>
      <label className="ed-field">
        <span>{t('addWhere')}</span>
        <select value={target?.key ?? ''} onChange={(e) => setChosen(e.target.value)}>
          {targets.map((x) => <option key={x.key} value={x.key}>{x.label}</option>)}
        </select>
      </label>
      <div id={`${id}-list`} className="ed-drawer-list">
        {groups.map((g) => (
          <section key={g.group} aria-labelledby={`${id}-g-${g.group}`}>
            <h4 id={`${id}-g-${g.group}`}>{GROUP_PHRASES[g.group] ? t(GROUP_PHRASES[g.group]!) : g.group}</h4>
            <ul role="list">
              {g.entries.map((c) => <Entry key={c.name} entry={c} group={g.group} disabled={!target} onAdd={add} />)}
            </ul>
          </section>
        ))}
        {!groups.length && <p className="ed-muted">{t('noBlocksMatch')}</p>}
      </div>
      <p className="ed-visually-hidden" role="status">{t('blocksFound', { count: groups.reduce((n, g) => n + g.entries.length, 0) })}</p>
    </div>
  );
}

/** The key of the "Add to" choice with nothing selected: the section insertionPlace chose. */
function here(tree: TreeValue, sections: string[], selected: string | null): string {
  const place = insertionPlace(tree, sections, selected);
  return place ? `s:${place.section}` : '';
}

function Entry({ entry, group, disabled, onAdd }: { entry: CatalogueEntry; group: string; disabled: boolean; onAdd: (entry: CatalogueEntry) => void }) {
  const t = useT();
  const lang = useLang();
  const label = labelIn(lang, entry.label, entry.name);
  const { setNodeRef, listeners, isDragging } = useDraggable({ id: `${NEW_BLOCK}${entry.name}`, data: { entry }, disabled });
  const descId = useId();
  // The button's name is what it shows ("Add Medium Promo"); the description, beside it, describes it.
  return (
    <li className="ed-entry-item">
      <button
        type="button"
        ref={setNodeRef}
        className={`ed-entry ${isDragging ? 'ed-dragging' : ''}`}
        disabled={disabled}
        aria-describedby={entry.description ? descId : undefined}
        // The pointer drags (the keyboard adds with Enter: a keyboard drag would take Enter and Space from it).
        onPointerDown={listeners?.onPointerDown as PointerEventHandler<HTMLButtonElement> | undefined}
        onClick={() => onAdd(entry)}
      >
        <span className="ed-thumb" aria-hidden="true">
          {entry.thumbnail ? <img alt="" src={`data:image/svg+xml;utf8,${encodeURIComponent(entry.thumbnail)}`} /> : <GroupIcon group={group} />}
        </span>
        <span className="ed-entry-name">
          {t('addNamed', { block: label })}
          {entry.kind === 'chain' && <span className="ed-muted"> {t('chain')}</span>}
        </span>
      </button>
      {/* Blocks describe themselves in English only. */}
      {entry.description && <p id={descId} className="ed-entry-desc" lang={lang === 'en' ? undefined : 'en'}>{entry.description}</p>}
    </li>
  );
}
