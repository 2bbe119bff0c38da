import type { ReactNode } from 'react';
import { useAppContext, usePhrases, type ChainProps, type FieldValues } from '../../engine/index.ts';
import type { headerNavFields } from './index.ts';
import { NAV_BAR_SLOTS, navSlots, type SideSlots } from './slots.ts';
import './styles.css';

export default function HeaderNav({ customFields, children }: ChainProps<FieldValues<typeof headerNavFields>>) {
  const { isAdmin } = useAppContext();
  const t = usePhrases();
  if (children.length === 0) return null;
  const { start, end } = navSlots(children, customFields.startCount ?? 1);
  const notes = isAdmin
    ? (['start', 'end'] as const)
        .filter((s) => ({ start, end })[s].hidden > 0)
        .map((s) => t('hidden', { slots: NAV_BAR_SLOTS.desktop, count: ({ start, end })[s].hidden, side: t(s) }))
    : [];
  return (
    <div className="header-nav">
      <div className="header-nav__bar page-container">
        <Side name="start" slots={start} />
        <Side name="end" slots={end} />
      </div>
      {notes.map((note) => <p key={note} className="header-nav__note" role="note">{note}</p>)}
    </div>
  );
}

function Side({ name, slots }: { name: 'start' | 'end'; slots: SideSlots<ReactNode> }) {
  if (!slots.always.length) return <div className={`header-nav__side header-nav__side--${name}`} />;
  return (
    <div className={`header-nav__side header-nav__side--${name}`}>
      {slots.always.map((child, i) => <div key={`a${i}`} className="header-nav__slot">{child}</div>)}
      {slots.desktopOnly.map((child, i) => <div key={`d${i}`} className="header-nav__slot header-nav__slot--desktop">{child}</div>)}
    </div>
  );
}
