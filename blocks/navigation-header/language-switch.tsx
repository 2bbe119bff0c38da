import { languagePath, type Lang } from '../../engine/index.ts';
import { siteSetup } from '../../common/site-setup.ts';
import { LANGUAGES } from './language.ts';

/**
 * A link to this page in each language. It asks for the page with `?lang=<code>`: the server keeps the choice in the
 * lang cookie (the unprefixed addresses are in the cookie's language) and sends the reader on to the page's address
 * in that language (/mi/... for Māori, unprefixed for English). So the switch needs no script: it works before the
 * header hydrates. `path` is the page's address without a language prefix (the request's URI).
 */
export function LanguageSwitch({ lang, label, path }: { lang: Lang; label: string; path: string }) {
  return (
    <div className="navigation-header__language" role="group" aria-label={label}>
      {LANGUAGES.map((l) => (
        <a
          key={l.lang}
          href={choiceHref(path, l.lang)}
          lang={l.lang}
          hrefLang={l.lang}
          rel="nofollow"
          className="navigation-header__language-option"
          aria-current={l.lang === lang ? 'true' : undefined}
        >
          {l.label}
        </a>
      ))}
    </div>
  );
}

/** The page's address in `lang`, asking the server to keep the choice (its hreflang alternates name the plain ones). */
export function choiceHref(path: string, lang: Lang): string {
  const address = languagePath(path, lang, siteSetup);
  return `${address}${address.includes('?') ? '&' : '?'}${siteSetup.languageCookie}=${lang}`;
}
