import { useEffect, useRef, useState } from 'react';
import { CloseIcon, ChevronIcon } from './icons.tsx';
import { trapTab } from './hooks.ts';
import type { DisclosureState } from './disclosure.ts';
import type { MenuSection } from '../../common/navigation/menu.ts';

interface Props {
  id: string;
  sections: MenuSection[];
  state: DisclosureState;
  onClose: () => void;
  t: (key: string, vars?: Record<string, string>) => string;
}

/**
 * The overlay (hamburger) section menu, a modal dialog ("Section drawer"). The parent owns its state:
 * opening, closing on the close button, the overlay and Escape, and the 500 ms exit animation.
 */
export function SectionMenu({ id, sections, state, onClose, t }: Props) {
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(new Set());
  const closeButton = useRef<HTMLButtonElement>(null);

  // Focus moves into the dialog when it opens (the parent returns it to the menu button on close).
  useEffect(() => {
    if (state === 'open') closeButton.current?.focus();
  }, [state]);

  const toggle = (sectionId: string) =>
    setExpanded((prev) => {
      const next = new Set(prev);
      if (next.has(sectionId)) next.delete(sectionId);
      else next.add(sectionId);
      return next;
    });

  return (
    <div className={`navigation-header__drawer navigation-header__drawer--${state}`} hidden={state === 'closed'}>
      <div className="navigation-header__overlay" onClick={onClose} />
      <div
        id={`${id}-sections`}
        className="navigation-header__panel"
        role="dialog"
        aria-modal="true"
        aria-labelledby={`${id}-sections-title`}
        onKeyDown={trapTab}
      >
        <div className="navigation-header__panel-head">
          <h2 id={`${id}-sections-title`} className="navigation-header__panel-title">{t('sections')}</h2>
          <button ref={closeButton} type="button" className="navigation-header__icon-button" aria-label={t('close')} onClick={onClose}>
            <CloseIcon />
          </button>
        </div>
        <ul className="navigation-header__sections">
          {sections.map((section, i) => {
            const subId = `${id}-sub-${i}`;
            const open = expanded.has(section.id);
            return (
              <li key={section.id} className="navigation-header__section">
                <div className="navigation-header__section-row">
                  <a className="navigation-header__section-link" href={section.url}>{section.title}</a>
                  {section.subSections.length > 0 && (
                    <button
                      type="button"
                      className={`navigation-header__icon-button navigation-header__sub-toggle${open ? ' navigation-header__sub-toggle--open' : ''}`}
                      aria-expanded={open}
                      aria-controls={subId}
                      aria-label={t('subSections', { name: section.title })}
                      onClick={() => toggle(section.id)}
                    >
                      <ChevronIcon />
                    </button>
                  )}
                </div>
                {section.subSections.length > 0 && (
                  <ul id={subId} className={`navigation-header__sub-sections${open ? ' navigation-header__sub-sections--open' : ''}`}>
                    {section.subSections.map((sub) => (
                      <li key={sub.id}><a className="navigation-header__sub-link" href={sub.url}>{sub.title}</a></li>
                    ))}
                  </ul>
                )}
              </li>
            );
          })}
        </ul>
      </div>
    </div>
  );
}
