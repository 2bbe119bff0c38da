import type { Lang } from '../../engine/index.ts';
import { langCookie, LANGUAGES } from './language.ts';

/** Sets the lang cookie and reloads, so the server renders the page in the chosen language. */
export function LanguageSwitch({ lang, label }: { lang: Lang; label: string }) {
  const choose = (next: Lang) => {
    if (next === lang) return;
    document.cookie = langCookie(next);
    window.location.reload();
  };
  return (
    <div className="navigation-header__language" role="group" aria-label={label}>
      {LANGUAGES.map((l) => (
        <button
          key={l.lang}
          type="button"
          lang={l.lang}
          className="navigation-header__language-option"
          aria-pressed={l.lang === lang}
          onClick={() => choose(l.lang)}
        >
          {l.label}
        </button>
      ))}
    </div>
  );
}
