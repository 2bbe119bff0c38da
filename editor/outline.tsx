// The page tree as an outline: sections in the layout's order, their blocks, chains with their children. Blocks
// move by drag and drop or by keyboard (the handle: Space or Enter picks a block up, the arrow keys move it, Space
// drops it, Escape cancels), with @dnd-kit's sensors and its screen-reader announcements in the UI's language; or
// one place up or down within their list by a row's own buttons, which never drop a block into a chain it passes.
// A drop line shows where a dragged block goes, across sections and chains too; blocks dragged from the catalogue
// drawer drop here as well, and any drag may go on over the preview and drop there (outline-dnd.ts).
import { useEffect, useMemo, useRef, useState } from 'react';
import {
  DndContext, DragOverlay, KeyboardSensor, PointerSensor, useDroppable, useSensor, useSensors,
  type Announcements, type DragEndEvent, type DragMoveEvent, type DragStartEvent, type UniqueIdentifier,
} from '@dnd-kit/core';
import { SortableContext, sortableKeyboardCoordinates, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { labelIn, useLang, useT } from './i18n.tsx';
import { addBlock, duplicateBlock, findBlock, moveBlock, removeBlock, type Place } from './state/tree.ts';
import type { BlockNode, CatalogueEntry, ConfigIssue, TreeValue } from './state/types.ts';
import { CatalogueDrawer } from './catalogue-drawer.tsx';
import { placeOfDrop } from './catalogue-logic.ts';
import { NEW_BLOCK, emptyListId, outlineCollisions, outlineLine, parseEmptyListId, pointerOf, usePreviewDrops, type OutlineLine } from './outline-dnd.ts';

interface Props {
  tree: TreeValue;
  catalogue: CatalogueEntry[];
  selected: string | null;
  errors: Map<string, ConfigIssue[]>;
  onSelect: (id: string | null) => void;
  onChange: (tree: TreeValue, select?: string | null) => void;
  /** The catalogue drawer: open or not (the toolbar's button and shortcut open it). */
  drawer: boolean;
  onDrawer: (open: boolean) => void;
}

/** The layout's sections in its order, then any the tree has that the layout does not name (an error to see). */
export function sectionsOf(tree: TreeValue, catalogue: CatalogueEntry[]): string[] {
  const declared = catalogue.find((c) => c.name === tree.layout)?.sections ?? [];
  return [...declared, ...Object.keys(tree.sections).filter((s) => !declared.includes(s))];
}

/** Where a drop over `overId` puts the dragged block. */
function dropPlace(tree: TreeValue, overId: string): Place | null {
  const empty = parseEmptyListId(overId);
  if (empty) return { section: empty[0], parent: empty[1], index: 0 };
  const over = findBlock(tree, overId);
  return over ? { ...over.place } : null;
}

export function Outline({ tree, catalogue, selected, errors, onSelect, onChange, drawer, onDrawer }: Props) {
  const t = useT();
  const lang = useLang();
  const sensors = useSensors(useSensor(PointerSensor, { activationConstraint: { distance: 5 } }), useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }));
  const sections = useMemo(() => sectionsOf(tree, catalogue), [tree, catalogue]);
  const nameOf = (id: UniqueIdentifier | undefined): string => {
    if (id === undefined) return '';
    const key = String(id);
    const empty = parseEmptyListId(key);
    if (empty) return empty[1] ? t('insideBlock', { block: nameOf(empty[1]) }) : t('inSection', { section: empty[0] });
    if (key.startsWith(NEW_BLOCK)) {
      const type = key.slice(NEW_BLOCK.length);
      return labelIn(lang, catalogue.find((c) => c.name === type)?.label, type);
    }
    const node = findBlock(tree, key)?.node;
    return node ? blockLabel(node, catalogue, lang) : key;
  };
  const placeOf = (id: UniqueIdentifier | undefined) => {
    const found = id === undefined ? undefined : findBlock(tree, String(id));
    if (!found) return nameOf(id);
    const index = found.place.index + 1;
    return found.place.parent ? t('positionInBlock', { index, block: nameOf(found.place.parent) }) : t('position', { index, section: found.place.section });
  };
  const announcements: Announcements = {
    onDragStart: ({ active }) => (String(active.id).startsWith(NEW_BLOCK) ? t('pickedUpNew', { block: nameOf(active.id) }) : t('pickedUp', { block: nameOf(active.id), place: placeOf(active.id) })),
    onDragOver: ({ active, over }) => (over ? t('movedOver', { block: nameOf(active.id), place: placeOf(over.id) }) : t('notOverList', { block: nameOf(active.id) })),
    onDragEnd: ({ active, over }) => (over ? t('dropped', { block: nameOf(active.id), place: placeOf(over.id) }) : t('droppedNowhere', { block: nameOf(active.id) })),
    onDragCancel: ({ active }) => t('dragCancelled', { block: nameOf(active.id) }),
  };

  // The tree as it is when the preview answers (a drop there is answered after the drag has ended).
  const latest = useRef(tree);
  latest.current = tree;
  const place = (activeId: string, to: Place) => {
    const now = latest.current;
    if (activeId.startsWith(NEW_BLOCK)) {
      const entry = catalogue.find((c) => c.name === activeId.slice(NEW_BLOCK.length));
      if (!entry) return;
      const { tree: next, id } = addBlock(now, entry, to);
      onChange(next, id);
      return;
    }
    const next = moveBlock(now, activeId, to);
    if (next !== now) onChange(next, activeId);
  };
  const preview = usePreviewDrops((blockId, target) => {
    const to = placeOfDrop(latest.current, target, blockId);
    if (to) place(blockId, to);
  });
  const outlineRef = useRef<HTMLElement>(null);
  const collisions = useMemo(() => outlineCollisions(() => outlineRef.current), []);
  const [line, setLine] = useState<OutlineLine | null>(null);
  const [dragged, setDragged] = useState<string | null>(null);

  const onDragStart = ({ active }: DragStartEvent) => {
    setDragged(String(active.id));
    preview.start();
  };
  const onDragMove = (e: DragMoveEvent) => {
    const overPreview = preview.over(pointerOf(e));
    setLine(overPreview ? null : outlineLine(tree, String(e.active.id), e.over ? String(e.over.id) : null));
  };
  const onDragEnd = (e: DragEndEvent) => {
    const { active, over } = e;
    const activeId = String(active.id);
    setLine(null);
    setDragged(null);
    const pointer = pointerOf(e);
    if (!over) {
      void preview.drop(pointer).then((target) => {
        const to = target && placeOfDrop(latest.current, target, activeId.startsWith(NEW_BLOCK) ? undefined : activeId);
        if (to) place(activeId, to);
      });
      return;
    }
    preview.end();
    if (active.id === over.id) return;
    const to = dropPlace(tree, String(over.id));
    if (to) place(activeId, to);
  };
  const onDragCancel = () => {
    setLine(null);
    setDragged(null);
    preview.end();
  };

  const actions: RowActions = {
    select: onSelect,
    shift: (id, by) => {
      const found = findBlock(tree, id);
      if (!found) return;
      const next = moveBlock(tree, id, { ...found.place, index: found.place.index + by });
      if (next !== tree) onChange(next, id);
    },
    duplicate: (id) => {
      const { tree: next, id: copy } = duplicateBlock(tree, id);
      onChange(next, copy);
    },
    remove: (id) => onChange(removeBlock(tree, id), selected === id ? null : selected),
  };

  return (
    <nav className="ed-outline" aria-label={t('outline')} ref={outlineRef}>
      <h3 className="ed-pane-title">{t('outline')} <span className="ed-muted">({labelIn(lang, catalogue.find((c) => c.name === tree.layout)?.label, tree.layout)})</span></h3>
      <DndContext
        sensors={sensors}
        collisionDetection={collisions}
        onDragStart={onDragStart}
        onDragMove={onDragMove}
        onDragEnd={onDragEnd}
        onDragCancel={onDragCancel}
        accessibility={{ announcements, screenReaderInstructions: { draggable: t('dragInstructions') } }}
      >
        {sections.map((section) => (
          <section key={section} className="ed-section" aria-labelledby={`section-${section}`}>
            <h4 id={`section-${section}`}>{section}</h4>
            <BlockList nodes={tree.sections[section] ?? []} section={section} parent={null} ctx={{ catalogue, selected, errors, actions, line }} />
          </section>
        ))}
        {drawer && <CatalogueDrawer tree={tree} catalogue={catalogue} sections={sections} selected={selected} onAdd={(next, id) => onChange(next, id)} onClose={() => onDrawer(false)} />}
        {/* Only a block from the drawer has an overlay: a row dragged moves itself, and its rect is what collides. */}
        {dragged?.startsWith(NEW_BLOCK) && <DragOverlay dropAnimation={null}><div className="ed-drag-chip">{nameOf(dragged)}</div></DragOverlay>}
      </DndContext>
    </nav>
  );
}

interface RowActions { select: (id: string) => void; shift: (id: string, by: -1 | 1) => void; duplicate: (id: string) => void; remove: (id: string) => void }
interface ListContext { catalogue: CatalogueEntry[]; selected: string | null; errors: Map<string, ConfigIssue[]>; actions: RowActions; line: OutlineLine | null }

export const blockLabel = (node: BlockNode, catalogue: CatalogueEntry[], lang: 'en' | 'mi') =>
  `${labelIn(lang, catalogue.find((c) => c.name === node.type)?.label, node.type)} (${node.id})`;

/**
 * What tells two blocks of one type apart in the outline: the type and id, then the first of its fields (in the
 * form's order) holding a text or a number, e.g. a heading.
 */
export function blockSubtitle(node: BlockNode, entry: CatalogueEntry | undefined): string {
  const fields = node.customFields ?? {};
  const order = [...Object.keys(entry?.fields?.properties ?? {}), ...Object.keys(fields)];
  const first = order.map((k) => fields[k]).find((v) => (typeof v === 'string' && v.trim() !== '') || typeof v === 'number');
  const text = first === undefined ? '' : String(first).replace(/<[^>]*>/g, ' ').replace(/\s+/g, ' ').trim();
  return [`${node.type}#${node.id}`, text.length > 80 ? `${text.slice(0, 79)}…` : text].filter(Boolean).join(' · ');
}

function BlockList({ nodes, section, parent, ctx }: { nodes: BlockNode[]; section: string; parent: string | null; ctx: ListContext }) {
  const t = useT();
  const ids = nodes.map((n) => n.id!);
  const { setNodeRef, isOver } = useDroppable({ id: emptyListId(section, parent), disabled: nodes.length > 0 });
  return (
    <SortableContext items={ids} strategy={verticalListSortingStrategy}>
      <ul className="ed-blocks" role="list">
        {nodes.map((node, index) => <BlockRow key={node.id} node={node} section={section} index={index} count={nodes.length} ctx={ctx} />)}
        {!nodes.length && <li ref={setNodeRef} className={`ed-empty ${isOver ? 'ed-over' : ''}`}>{t('emptyList')}</li>}
      </ul>
    </SortableContext>
  );
}

function BlockRow({ node, section, index, count, ctx }: { node: BlockNode; section: string; index: number; count: number; ctx: ListContext }) {
  const first = index === 0;
  const last = index === count - 1;
  const t = useT();
  const lang = useLang();
  const id = node.id!;
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({ id });
  const [confirming, setConfirming] = useState(false);
  const label = blockLabel(node, ctx.catalogue, lang);
  const entry = ctx.catalogue.find((c) => c.name === node.type);
  const name = labelIn(lang, entry?.label, node.type);
  const subtitle = blockSubtitle(node, entry);
  const problems = ctx.errors.get(id) ?? [];
  const isSelected = ctx.selected === id;
  // A block selected in the preview comes into view here too.
  const row = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (isSelected) row.current?.scrollIntoView({ block: 'nearest' });
  }, [isSelected]);
  // A row moved by its own button keeps the focus there (on the other button once that end of the list is reached),
  // so a keyboard user can go on moving it.
  const moved = useRef<'up' | 'down' | null>(null);
  const up = useRef<HTMLButtonElement>(null);
  const down = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (!moved.current) return;
    const wanted = moved.current === 'up' ? (first ? down : up) : last ? up : down;
    moved.current = null;
    wanted.current?.focus();
  }, [index, first, last]);
  const shift = (by: -1 | 1) => {
    moved.current = by < 0 ? 'up' : 'down';
    ctx.actions.shift(id, by);
  };
  return (
    <li ref={setNodeRef} style={{ transform: CSS.Translate.toString(transform), transition }} className={`ed-block ${isDragging ? 'ed-dragging' : ''}`} data-block-id={id}>
      {ctx.line?.id === id && ctx.line.edge === 'before' && <div className="ed-drop-line" data-drop-line="before" aria-hidden="true" />}
      <div ref={row} className={`ed-row ${isSelected ? 'ed-selected' : ''} ${problems.length ? 'ed-invalid' : ''}`}>
        <button type="button" ref={setActivatorNodeRef} className="ed-handle" aria-label={t('moveBlock', { block: label })} {...attributes} {...listeners}>⠿</button>
        <button type="button" className="ed-label" aria-pressed={isSelected} title={`${name}\n${subtitle}`} onClick={() => ctx.actions.select(id)}>
          <span className="ed-label-name">
            {name}
            {problems.length > 0 && <span className="ed-badge" aria-label={t('errorCount', { count: problems.length })}> ⚠ {problems.length}</span>}
          </span>
          <span className="ed-label-sub">{subtitle}</span>
        </button>
        <span className="ed-row-actions">
        <button type="button" ref={up} className="ed-shift" disabled={first} onClick={() => shift(-1)} aria-label={t('moveBlockUp', { block: label })}>↑</button>
        <button type="button" ref={down} className="ed-shift" disabled={last} onClick={() => shift(1)} aria-label={t('moveBlockDown', { block: label })}>↓</button>
        <button type="button" onClick={() => ctx.actions.duplicate(id)} aria-label={t('duplicateBlock', { block: label })}><CopyIcon /></button>
        {confirming ? (
          <span role="group" aria-label={t('removeBlock', { block: label })}>
            <button type="button" onClick={() => ctx.actions.remove(id)}>{t('confirmRemove')}</button>
            <button type="button" onClick={() => setConfirming(false)}>{t('cancel')}</button>
          </span>
        ) : (
          <button type="button" onClick={() => setConfirming(true)} aria-label={t('removeBlock', { block: label })}>✕</button>
        )}
        </span>
      </div>
      {Array.isArray(node.children) && <BlockList nodes={node.children} section={section} parent={id} ctx={ctx} />}
      {ctx.line?.id === id && ctx.line.edge === 'after' && <div className="ed-drop-line" data-drop-line="after" aria-hidden="true" />}
    </li>
  );
}

/** Two overlapping sheets, drawn rather than a glyph some system fonts lack. */
function CopyIcon() {
  return (
    <svg width="12" height="12" viewBox="0 0 12 12" aria-hidden="true" focusable="false">
      <rect x="0.5" y="2.5" width="7" height="9" fill="none" stroke="currentColor" />
      <path d="M3.5 0.5h8v9" fill="none" stroke="currentColor" />
    </svg>
  );
}
