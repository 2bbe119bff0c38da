// The editor app: the list of sites and their documents, or one open document. The UI language is the boot's
// (the shell page's choice) and can be switched here.
import { lazy, Suspense, useEffect, useState } from 'react';
import { api } from './api.ts';
import { LangContext, phrase } from './i18n.tsx';
import { useDocRoute } from './routing.ts';
import { DocList } from './doc-list.tsx';
import type { CatalogueEntry, Lang } from './state/types.ts';

// The open document's screen (outline, forms, preview, revisions) and what only it uses (rjsf, dnd-kit, jsondiffpatch)
// are a chunk of their own, fetched when a document is opened: the list of documents, the first screen, does not
// wait for them.
const DocEditor = lazy(() => import('./doc-editor.tsx').then((m) => ({ default: m.DocEditor })));

export interface Boot {
  user: { id: string; email: string; name?: string };
  lang: Lang;
}

const LANG_KEY = 'kupu-editor-lang';

/** The editor's language: the one last chosen in it, else the reader's (the site's language cookie, from the boot). */
export function editorLang(stored: string | null, boot: Lang): Lang {
  return stored === 'en' || stored === 'mi' ? stored : boot;
}

export function App({ boot }: { boot: Boot }) {
  const [lang, setLang] = useState<Lang>(() => editorLang(localStorage.getItem(LANG_KEY), boot.lang));
  const [doc, go] = useDocRoute();
  const [catalogue, setCatalogue] = useState<CatalogueEntry[] | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const t = (key: Parameters<typeof phrase>[1], vars?: Record<string, string | number>) => phrase(lang, key, vars);

  useEffect(() => {
    api.catalogue().then(setCatalogue, (e: Error) => setFailure(e.message));
  }, []);
  useEffect(() => {
    document.documentElement.lang = lang;
    localStorage.setItem(LANG_KEY, lang);
  }, [lang]);

  const logout = async () => {
    await api.logout().catch(() => undefined);
    window.location.assign('/');
  };

  return (
    <LangContext.Provider value={lang}>
      <header className="ed-header">
        <h1 className="ed-title">
          <a href="/editor/" onClick={(e) => { e.preventDefault(); go(null); }}>{t('appTitle')}</a>
        </h1>
        <div className="ed-header-tools">
          <span className="ed-user">{t('signedInAs', { name: boot.user.name ?? boot.user.email })}</span>
          <button type="button" onClick={() => setLang(lang === 'en' ? 'mi' : 'en')} lang={lang === 'en' ? 'mi' : 'en'}>
            {lang === 'en' ? phrase('mi', 'switchLanguage') : phrase('en', 'switchLanguage')}
          </button>
          <button type="button" onClick={logout}>{t('logOut')}</button>
        </div>
      </header>
      {failure && <p role="alert" className="ed-error">{t('loadFailed', { reason: failure })}</p>}
      <main className="ed-main">
        {!catalogue ? (
          <p role="status">{t('loading')}</p>
        ) : doc ? (
          <Suspense fallback={<p role="status">{t('loading')}</p>}>
            <DocEditor key={doc} doc={doc} catalogue={catalogue} onClose={() => go(null)} />
          </Suspense>
        ) : (
          <DocList catalogue={catalogue} onOpen={go} />
        )}
      </main>
    </LangContext.Provider>
  );
}
