import { useEffect, useId, useRef, useState, type FormEvent, type Ref } from 'react';
import { searchTerm } from './search.ts';
import { useAmp } from '../amp/img.tsx';

export interface SearchFormText {
  label: string;
  placeholder: string;
  submit: string;
  open: string;
}

/**
 * A search form: a labelled search input and a submit button. Submitting an empty (or blank) term does
 * nothing but keep the focus in the box. `collapsible`: the box opens on click and closes on blur.
 * The box is uncontrolled: `defaultValue` is what it shows when it mounts, `onChange` reports each edit (so a
 * collapsed box reopens with the reader's text). Shared by the search-box block and the search-results-list block.
 */
export function SearchForm({ defaultValue, onChange, onSearch, text, className = 'search-form', collapsible = false, inputRef }: {
  defaultValue: string;
  onChange: (value: string) => void;
  onSearch: (term: string) => void;
  text: SearchFormText;
  className?: string;
  collapsible?: boolean;
  inputRef?: Ref<HTMLInputElement>;
}) {
  const id = useId();
  const input = useRef<HTMLInputElement | null>(null);
  const [open, setOpen] = useState(!collapsible);
  const [focusOnOpen, setFocusOnOpen] = useState(false);
  const amp = useAmp();

  useEffect(() => {
    if (open && focusOnOpen) input.current?.focus();
  }, [open, focusOnOpen]);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    // The box's own text: a reader may have typed before the block hydrated (see the input).
    const term = searchTerm(input.current?.value ?? defaultValue);
    if (!term) {
      input.current?.focus();
      return;
    }
    onSearch(term);
  };
  const setInput = (el: HTMLInputElement | null) => {
    input.current = el;
    if (typeof inputRef === 'function') inputRef(el);
    else if (inputRef) (inputRef as { current: HTMLInputElement | null }).current = el;
  };

  // AMP allows no form that scripts submit (this one navigates from JavaScript): an AMP page shows none.
  if (amp) return null;
  if (!open) {
    return (
      <div className={`${className} ${className}--closed`}>
        <button type="button" className={`${className}__open`} aria-expanded="false" onClick={() => { setOpen(true); setFocusOnOpen(true); }}>
          <SearchIcon /><span className="visually-hidden">{text.open}</span>
        </button>
      </div>
    );
  }
  return (
    <form
      role="search"
      className={className}
      onSubmit={submit}
      onBlur={collapsible ? (e) => {
        if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setOpen(false);
      } : undefined}
    >
      <label className="visually-hidden" htmlFor={id}>{text.label}</label>
      <input
        ref={setInput}
        id={id}
        className={`${className}__input`}
        type="search"
        name="q"
        // Uncontrolled: hydrating a controlled box puts the server's value back over what a reader typed before the
        // block was live (the search results list hydrates on interaction: the focus that starts it comes first).
        defaultValue={defaultValue}
        placeholder={text.placeholder}
        autoComplete="off"
        enterKeyHint="search"
        onChange={(e) => onChange(e.target.value)}
      />
      <button type="submit" className={`${className}__submit`}>
        <SearchIcon /><span className="visually-hidden">{text.submit}</span>
      </button>
    </form>
  );
}

function SearchIcon() {
  return (
    <svg aria-hidden="true" focusable="false" width="20" height="20" viewBox="0 0 24 24">
      <path fill="currentColor" d="M10 2a8 8 0 0 1 6.32 12.9l5.39 5.39-1.42 1.42-5.39-5.39A8 8 0 1 1 10 2zm0 2a6 6 0 1 0 0 12 6 6 0 0 0 0-12z" />
    </svg>
  );
}
