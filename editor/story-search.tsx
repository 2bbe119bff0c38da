// Finding a story for a content field: newest first, narrowed by words of the headline, type, language and
// section, each result shown with its picture, date (New Zealand's format, the site's zone), section and language,
// so the editor can tell like headlines apart. Reads the site's published content through the browser-allowed
// `story-feed-query` source, the section list through the site's main menu.
import { useEffect, useId, useState } from 'react';
import { api } from './api.ts';
import { useLang, useT, type PhraseKey } from './i18n.tsx';
import { resizerUrl, heightForWidth } from '../common/images.ts';

export interface FoundStory {
  _id?: string;
  type?: string;
  language?: string;
  display_date?: string;
  headlines?: { basic?: string };
  taxonomy?: { primary_section?: { _id?: string; name?: string } };
  promo_items?: { basic?: { _id?: string; url?: string; auth?: Record<string, string>; alt_text?: string } };
}

export interface StoryFilter { words: string; type: '' | 'story' | 'video' | 'gallery'; language: '' | 'en' | 'mi'; section: string }

const FEED_SOURCE = 'story-feed-query';
const MENU_SOURCE = 'site-service-hierarchy';
const THUMB_WIDTH = 137;
const PAGE_SIZE = 20;

/** A Lucene term's value, quoted: the editor's words are searched for as words, never read as syntax. */
const quoted = (s: string) => `"${s.replace(/["\\]/g, '\\$&')}"`;

/**
 * The content API query for a filter: every word in the headline (as a word's start: "flood" finds "Flooding"; only
 * its letters and digits, so nothing the editor types is read as query syntax), and the type, language and
 * section asked for.
 */
export function storyQuery(filter: StoryFilter): string {
  const words = filter.words.split(/\s+/).map((w) => w.replace(/[^\p{L}\p{N}]/gu, '')).filter(Boolean).map((w) => `headlines.basic:${w}*`);
  const type = filter.type ? [`type:${filter.type}`] : ['type:(story OR video OR gallery)'];
  const language = filter.language ? [`language:${filter.language}`] : [];
  const section = filter.section ? [`taxonomy.primary_section._id:${quoted(filter.section)}`] : [];
  return [...type, ...words, ...language, ...section].join(' AND ');
}

/** The result's picture as a small 16:9 crop, when it can be signed (else none: the row shows without it). */
export function thumbnailOf(story: FoundStory): string | undefined {
  const image = story.promo_items?.basic;
  const auth = image?.auth?.['2'];
  if (!image?._id || !auth) return undefined;
  return resizerUrl({ resizerBase: '/resizer/v2', id: image._id, auth, width: THUMB_WIDTH, height: heightForWidth(THUMB_WIDTH, '16:9') });
}

const TYPES: Array<{ value: StoryFilter['type']; key: PhraseKey }> = [
  { value: '', key: 'anyType' }, { value: 'story', key: 'typeStory' }, { value: 'video', key: 'typeVideo' }, { value: 'gallery', key: 'typeGallery' },
];

export function StorySearch({ site, timeZone, onPick }: { site: string; timeZone: string; onPick: (story: FoundStory) => void }) {
  const t = useT();
  const lang = useLang();
  const id = useId();
  const [filter, setFilter] = useState<StoryFilter>({ words: '', type: '', language: '', section: '' });
  const [sections, setSections] = useState<Array<{ _id: string; name: string }>>([]);
  const [results, setResults] = useState<FoundStory[] | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    api.content<{ children?: Array<{ _id?: string; name?: string; node_type?: string }> }>(MENU_SOURCE, { hierarchy: 'MainMenu' }, site).then(
      (menu) => live && setSections((menu.children ?? []).filter((c): c is { _id: string; name: string } => c.node_type !== 'link' && !!c._id && !!c.name)),
      () => {},
    );
    return () => {
      live = false;
    };
  }, [site]);
  const search = async () => {
    setFailure(null);
    try {
      const found = await api.content<{ content_elements?: FoundStory[] }>(FEED_SOURCE, { query: storyQuery(filter), size: PAGE_SIZE, sort: 'display_date:desc' }, site);
      setResults((found.content_elements ?? []).filter((s) => s._id));
    } catch (err) {
      setFailure((err as Error).message);
    }
  };
  const set = (change: Partial<StoryFilter>) => setFilter((f) => ({ ...f, ...change }));
  const date = (iso?: string) => (iso ? new Intl.DateTimeFormat(lang === 'mi' ? 'mi-NZ' : 'en-NZ', { timeZone, dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso)) : '');
  // Not a <form>: the field already sits inside the block's form.
  return (
    <div className="ed-story-search" role="search">
      <label className="ed-field">
        <span>{t('searchStories')}</span>
        <input id={`${id}-term`} type="search" value={filter.words} onChange={(e) => set({ words: e.target.value })} onKeyDown={(e) => { if (e.key === 'Enter') { e.preventDefault(); void search(); } }} />
      </label>
      <div className="ed-story-filters">
        <label className="ed-field">
          <span>{t('storyType')}</span>
          <select value={filter.type} onChange={(e) => set({ type: e.target.value as StoryFilter['type'] })}>
            {TYPES.map((o) => <option key={o.value} value={o.value}>{t(o.key)}</option>)}
          </select>
        </label>
        <label className="ed-field">
          <span>{t('storyLanguage')}</span>
          <select value={filter.language} onChange={(e) => set({ language: e.target.value as StoryFilter['language'] })}>
            <option value="">{t('anyLanguage')}</option>
            <option value="en" lang="en">English</option>
            <option value="mi" lang="mi">Māori</option>
          </select>
        </label>
        <label className="ed-field">
          <span>{t('storySection')}</span>
          <select value={filter.section} onChange={(e) => set({ section: e.target.value })}>
            <option value="">{t('anySection')}</option>
            {sections.map((s) => <option key={s._id} value={s._id}>{s.name}</option>)}
          </select>
        </label>
      </div>
      <button type="button" onClick={() => void search()}>{t('search')}</button>
      {failure && <p role="alert" className="ed-error">{t('searchFailed', { reason: failure })}</p>}
      {results && (
        <ul className="ed-results" aria-label={t('searchResults')} aria-live="polite">
          {results.map((s) => {
            const thumb = thumbnailOf(s);
            return (
              <li key={s._id} className="ed-result">
                {thumb ? <img src={thumb} alt="" width={THUMB_WIDTH} height={heightForWidth(THUMB_WIDTH, '16:9')} loading="lazy" /> : <span className="ed-result-noimage" aria-hidden="true" />}
                <span className="ed-result-text">
                  <button type="button" onClick={() => { onPick(s); setResults(null); }}>{t('chooseStory', { headline: s.headlines?.basic ?? s._id! })}</button>
                  <small className="ed-muted">
                    {s.display_date && <time dateTime={s.display_date}>{date(s.display_date)}</time>}
                    {[s.display_date ? '' : undefined, s.taxonomy?.primary_section?.name, s.language === 'mi' ? 'Māori' : s.language === 'en' ? 'English' : s.language, s.type].filter((x) => x !== undefined && x !== null).join(' · ')}
                  </small>
                </span>
              </li>
            );
          })}
          {!results.length && <li className="ed-muted">{t('noStoriesFound')}</li>}
        </ul>
      )}
    </div>
  );
}
