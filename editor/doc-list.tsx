// The documents of a site (its pages, templates, shared templates, resolvers and properties) and a new page from a
// layout: saved at once as the document's first revision (unpublished: readers see nothing until it is published).
// Each document's scheduled publishes are listed under it, cancellable while they wait.
import { useEffect, useState, type FormEvent } from 'react';
import { api, ApiError, type ScheduledPublish } from './api.ts';
import { ScheduleLine } from './schedule.tsx';
import { labelIn, useLang, useT, type PhraseKey } from './i18n.tsx';
import type { CatalogueEntry, DocKind, DocSummary } from './state/types.ts';

const KINDS: Array<{ kind: DocKind; heading: PhraseKey }> = [
  { kind: 'page', heading: 'pages' },
  { kind: 'template', heading: 'templates' },
  { kind: 'resolvers', heading: 'resolvers' },
  { kind: 'site', heading: 'siteProperties' },
];

const LAST_SITE_KEY = 'kupu-editor-site';

/** The site the list opens on: the editor's last one while it is still served, else the default site, else the first. */
export function firstSite(sites: Array<{ id: string; isDefault?: boolean }>, last: string | null): string {
  return sites.find((s) => s.id === last)?.id ?? sites.find((s) => s.isDefault)?.id ?? sites[0]?.id ?? '';
}

export function DocList({ catalogue, onOpen }: { catalogue: CatalogueEntry[]; onOpen: (doc: string) => void }) {
  const t = useT();
  const [sites, setSites] = useState<Array<{ id: string; name: string }> | null>(null);
  const [site, setSite] = useState<string>('');
  const [docs, setDocs] = useState<DocSummary[] | null>(null);
  const [schedules, setSchedules] = useState<ScheduledPublish[]>([]);
  const [schedulesFor, setSchedulesFor] = useState(0);
  const [failure, setFailure] = useState<string | null>(null);

  useEffect(() => {
    api.sites().then((list) => {
      setSites(list);
      setSite((current) => current || firstSite(list, localStorage.getItem(LAST_SITE_KEY)));
    }, (e: Error) => setFailure(e.message));
  }, []);
  const choose = (id: string) => {
    setSite(id);
    localStorage.setItem(LAST_SITE_KEY, id);
  };
  useEffect(() => {
    if (!site) return;
    setDocs(null);
    // A site chosen while another's list was loading: the earlier answer, whenever it comes, is not shown.
    let current = true;
    api.docs(site).then((list) => current && setDocs(list), (e: Error) => current && setFailure(e.message));
    return () => void (current = false);
  }, [site]);
  useEffect(() => {
    if (!site) return;
    let current = true;
    // Without the list of schedules the documents are still shown: it is extra.
    api.schedules(site).then((list) => current && setSchedules(list), () => undefined);
    return () => void (current = false);
  }, [site, schedulesFor]);

  return (
    <div className="ed-doclist">
      {failure && <p role="alert" className="ed-error">{t('loadFailed', { reason: failure })}</p>}
      <label className="ed-field">
        <span>{t('site')}</span>
        <select value={site} onChange={(e) => choose(e.target.value)} disabled={!sites} aria-label={t('site')}>
          {sites?.map((s) => <option key={s.id} value={s.id}>{s.name}</option>)}
        </select>
      </label>
      {!docs ? (
        <p role="status">{t('loading')}</p>
      ) : (
        KINDS.map(({ kind, heading }) => {
          const list = docs.filter((d) => d.kind === kind);
          if (!list.length) return null;
          return (
            <section key={kind} aria-labelledby={`docs-${kind}`}>
              <h2 id={`docs-${kind}`}>{t(heading)}</h2>
              <ul className="ed-docs">
                {list.map((d) => (
                  <li key={d.doc}>
                    <a
                      href={`/editor/?doc=${encodeURIComponent(d.doc)}`}
                      // Two documents of one name (a site's template and a shared one) are told apart by their file.
                      aria-label={docs.filter((o) => o.name === d.name).length > 1 ? `${d.name} (${d.doc})` : undefined}
                      onClick={(e) => { e.preventDefault(); onOpen(d.doc); }}
                    >
                      {d.name}
                    </a>
                    {d.uri && <span className="ed-muted"> {d.uri}</span>}
                    <span className="ed-muted"> · {!d.published ? t('neverPublished') : d.published.id === d.head.id ? t('published') : t('draftAhead')}</span>
                    {schedules.filter((s) => s.doc === d.doc).map((s) => (
                      <div key={s.id} className="ed-muted"><ScheduleLine s={s} onCancelled={() => setSchedulesFor((n) => n + 1)} /></div>
                    ))}
                  </li>
                ))}
              </ul>
            </section>
          );
        })
      )}
      {site && <NewPage site={site} catalogue={catalogue} existing={docs ?? []} onCreated={onOpen} />}
    </div>
  );
}

function NewPage({ site, catalogue, existing, onCreated }: { site: string; catalogue: CatalogueEntry[]; existing: DocSummary[]; onCreated: (doc: string) => void }) {
  const t = useT();
  const lang = useLang();
  const layouts = catalogue.filter((c) => c.kind === 'layout');
  const [name, setName] = useState('');
  const [uri, setUri] = useState('/');
  const [layout, setLayout] = useState(layouts[0]?.name ?? '');
  // A new page starts empty on a layout, or as a copy of a page of the site (its blocks and settings, a new address).
  const [copyOf, setCopyOf] = useState('');
  const pages = existing.filter((d) => d.kind === 'page');
  const [problem, setProblem] = useState<string | null>(null);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const slug = name.trim().toLowerCase().replace(/[^a-z0-9-]+/g, '-').replace(/^-+|-+$/g, '');
    if (!slug) return setProblem(t('nameNeeded'));
    if (!uri.startsWith('/')) return setProblem(t('uriMustStartWithSlash'));
    const doc = `pages/${site}/${slug}.json`;
    if (existing.some((d) => d.doc === doc)) return setProblem(t('docExists', { doc }));
    const entry = layouts.find((l) => l.name === layout);
    try {
      const value = copyOf
        ? { ...((await api.doc(copyOf)).head.value as Record<string, unknown>), uri, title: name.trim() }
        : { uri, title: name.trim(), layout, sections: Object.fromEntries((entry?.sections ?? []).map((s) => [s, []])) };
      await api.save(doc, null, value);
      onCreated(doc);
    } catch (err) {
      setProblem(err instanceof ApiError && err.status === 409 ? t('docExists', { doc }) : (err as Error).message);
    }
  };

  return (
    <form className="ed-newpage" onSubmit={submit} aria-labelledby="new-page-heading">
      <h2 id="new-page-heading">{t('newPage')}</h2>
      <label className="ed-field"><span>{t('pageName')}</span><input value={name} onChange={(e) => setName(e.target.value)} required /></label>
      <label className="ed-field"><span>{t('pageUri')}</span><input value={uri} onChange={(e) => setUri(e.target.value)} required /></label>
      <label className="ed-field">
        <span>{t('startFrom')}</span>
        <select value={copyOf} onChange={(e) => setCopyOf(e.target.value)}>
          <option value="">{t('startEmpty')}</option>
          {pages.map((d) => <option key={d.doc} value={d.doc}>{t('copyOfPage', { page: d.uri ? `${d.name} (${d.uri})` : d.name })}</option>)}
        </select>
      </label>
      <label className="ed-field">
        <span>{t('layout')}</span>
        <select value={layout} onChange={(e) => setLayout(e.target.value)} aria-label={t('layout')} disabled={!!copyOf}>
          {layouts.map((l) => <option key={l.name} value={l.name}>{labelIn(lang, l.label, l.name)}</option>)}
        </select>
      </label>
      {problem && <p role="alert" className="ed-error">{problem}</p>}
      <button type="submit">{t('createPage')}</button>
    </form>
  );
}
