import { useEffect, useRef, useState, type ReactNode } from 'react';

/**
 * A disclosure button and the panel it opens (the WAI disclosure pattern, not a menu role: the panel holds plain
 * links and buttons that Tab reaches). Opening moves focus to the panel's first control; Escape closes and returns
 * focus to the button; a click or focus outside closes it.
 */
export function Dropdown({ id, label, className, children }: { id: string; label: ReactNode; className: string; children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    root.current?.querySelector<HTMLElement>(`#${CSS.escape(id)} a, #${CSS.escape(id)} button`)?.focus();
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'Escape') return;
      setOpen(false);
      button.current?.focus();
    };
    const outside = (e: Event) => {
      if (!root.current?.contains(e.target as Node)) setOpen(false);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', outside);
    document.addEventListener('focusin', outside);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', outside);
      document.removeEventListener('focusin', outside);
    };
  }, [open, id]);

  return (
    <div ref={root} className={`account-header__dropdown ${className}`}>
      <button ref={button} type="button" className="account-header__button" aria-expanded={open} aria-controls={id} onClick={() => setOpen(!open)}>
        {label}
        <span className="account-header__caret" aria-hidden="true" />
      </button>
      <div id={id} className="account-header__panel" hidden={!open}>
        {children}
      </div>
    </div>
  );
}
