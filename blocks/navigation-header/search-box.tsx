import { useEffect, useRef, useState, type FocusEvent, type FormEvent } from 'react';
import { SearchIcon } from './icons.tsx';
import { searchUrl } from '../../common/search/search.ts';

interface Props {
  id: string;
  customAction?: string;
  t: (key: string) => string;
}

/** Opens on click and closes on blur; a non-empty term goes to /search/{term} or the custom action. */
export function SearchBox({ id, customAction, t }: Props) {
  const [open, setOpen] = useState(false);
  const [term, setTerm] = useState('');
  const input = useRef<HTMLInputElement>(null);

  useEffect(() => {
    if (open) input.current?.focus();
  }, [open]);

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    const url = searchUrl(term, customAction);
    if (url) window.location.assign(url);
  };
  // Focus moving between the field and its button stays "inside" the box; anywhere else closes it.
  const onBlur = (e: FocusEvent<HTMLFormElement>) => {
    if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setOpen(false);
  };

  return (
    <form role="search" aria-label={t('searchLabel')} className={`navigation-header__search${open ? ' navigation-header__search--open' : ''}`} onSubmit={onSubmit} onBlur={onBlur}>
      <label className="visually-hidden" htmlFor={`${id}-search`}>{t('searchLabel')}</label>
      <input
        ref={input}
        id={`${id}-search`}
        className="navigation-header__search-input"
        type="search"
        name="q"
        autoComplete="off"
        value={term}
        tabIndex={open ? 0 : -1}
        onChange={(e) => setTerm(e.target.value)}
      />
      {/* One button throughout, so focus stays on it when the box opens: it opens the box, then submits. */}
      <button
        type={open ? 'submit' : 'button'}
        className="navigation-header__icon-button"
        aria-label={open ? t('searchSubmit') : t('searchOpen')}
        aria-controls={`${id}-search`}
        aria-expanded={open}
        // Keeps focus in the field when the button is pressed (browsers that focus no button on click would blur-close first).
        onMouseDown={(e) => open && e.preventDefault()}
        onClick={(e) => {
          if (open) return;
          e.preventDefault();
          setOpen(true);
        }}
      >
        <SearchIcon />
      </button>
    </form>
  );
}
