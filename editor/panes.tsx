// The document's three panes side by side: the outline, the preview and the selected block's fields. The outline
// and the fields are resizable (drag the bar between panes, or focus it and use the arrow keys, Home and End) and
// can be hidden; their widths and whether they show are remembered for the next visit (localStorage).
import { useEffect, useRef, useState, type KeyboardEvent, type PointerEvent, type ReactNode } from 'react';
import { useT, type PhraseKey } from './i18n.tsx';

type Side = 'outline' | 'fields';
interface Layout { outline: number; fields: number; hidden: Side[] }

export const PANE_MIN = 200;
export const PANE_MAX = 640;
const DEFAULT_LAYOUT: Layout = { outline: 300, fields: 340, hidden: [] };
const STORE_KEY = 'kupu-editor-panes';
const KEY_STEP = 16;

const clamp = (px: number) => Math.round(Math.min(PANE_MAX, Math.max(PANE_MIN, px)));

/** The remembered layout, or the default where none (or something unreadable) is stored. */
export function readLayout(stored: string | null): Layout {
  try {
    const value = JSON.parse(stored ?? 'null') as Partial<Layout> | null;
    if (!value || typeof value !== 'object') return DEFAULT_LAYOUT;
    const width = (v: unknown, fallback: number) => (typeof v === 'number' && Number.isFinite(v) ? clamp(v) : fallback);
    const hidden = Array.isArray(value.hidden) ? value.hidden.filter((s): s is Side => s === 'outline' || s === 'fields') : [];
    return { outline: width(value.outline, DEFAULT_LAYOUT.outline), fields: width(value.fields, DEFAULT_LAYOUT.fields), hidden };
  } catch {
    return DEFAULT_LAYOUT;
  }
}

function useLayout(): [Layout, (change: (l: Layout) => Layout) => void] {
  const [layout, setLayout] = useState<Layout>(() => readLayout(localStorage.getItem(STORE_KEY)));
  useEffect(() => localStorage.setItem(STORE_KEY, JSON.stringify(layout)), [layout]);
  return [layout, (change) => setLayout((l) => change(l))];
}

export function Panes({ outline, preview, fields }: { outline: ReactNode; preview: ReactNode; fields: ReactNode }) {
  const t = useT();
  const [layout, change] = useLayout();
  const shows = (side: Side) => !layout.hidden.includes(side);
  const toggle = (side: Side) => change((l) => ({ ...l, hidden: shows(side) ? [...l.hidden, side] : l.hidden.filter((s) => s !== side) }));
  const columns = [
    shows('outline') ? `${layout.outline}px 8px` : '',
    'minmax(0, 1fr)',
    shows('fields') ? `8px ${layout.fields}px` : '',
  ].join(' ');
  return (
    <>
      <div className="ed-pane-toggles" role="group" aria-label={t('panes')}>
        <button type="button" aria-pressed={shows('outline')} onClick={() => toggle('outline')}>{t('showOutline')}</button>
        <button type="button" aria-pressed={shows('fields')} onClick={() => toggle('fields')}>{t('showFields')}</button>
      </div>
      <div className="ed-panes" style={{ gridTemplateColumns: columns }}>
        {shows('outline') && outline}
        {shows('outline') && <Resizer side="outline" width={layout.outline} label="resizeOutline" onWidth={(px) => change((l) => ({ ...l, outline: px }))} />}
        {preview}
        {shows('fields') && <Resizer side="fields" width={layout.fields} label="resizeFields" onWidth={(px) => change((l) => ({ ...l, fields: px }))} />}
        {shows('fields') && fields}
      </div>
    </>
  );
}

/** The bar between two panes: a window splitter (WAI-ARIA), its value the side pane's width in pixels. */
function Resizer({ side, width, label, onWidth }: { side: Side; width: number; label: PhraseKey; onWidth: (px: number) => void }) {
  const t = useT();
  // Dragging right widens the outline (on the left) and narrows the fields (on the right).
  const sign = side === 'outline' ? 1 : -1;
  const drag = useRef<{ x: number; width: number } | null>(null);
  const onPointerDown = (e: PointerEvent<HTMLDivElement>) => {
    e.currentTarget.setPointerCapture(e.pointerId);
    drag.current = { x: e.clientX, width };
  };
  const onPointerMove = (e: PointerEvent<HTMLDivElement>) => {
    if (drag.current) onWidth(clamp(drag.current.width + sign * (e.clientX - drag.current.x)));
  };
  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    const by = { ArrowLeft: -KEY_STEP * sign, ArrowRight: KEY_STEP * sign }[e.key];
    if (by !== undefined) onWidth(clamp(width + by));
    else if (e.key === 'Home') onWidth(PANE_MIN);
    else if (e.key === 'End') onWidth(PANE_MAX);
    else return;
    e.preventDefault();
  };
  return (
    <div
      role="separator"
      aria-orientation="vertical"
      aria-label={t(label)}
      aria-valuenow={width}
      aria-valuemin={PANE_MIN}
      aria-valuemax={PANE_MAX}
      tabIndex={0}
      className="ed-resizer"
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={() => (drag.current = null)}
      onPointerCancel={() => (drag.current = null)}
      onKeyDown={onKeyDown}
    />
  );
}
