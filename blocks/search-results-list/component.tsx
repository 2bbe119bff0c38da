import { memo, useEffect, useId, useMemo, useReducer, useRef, type RefObject } from 'react';
import { useAppContext, useContentLoader, usePhrases, type FeatureProps, type FieldValues } from '../../engine/index.ts';
import { StoryCard, storyUrl, type ImageSpec, type CardShow, type PromoItem } from '../../common/promo/index.ts';
import { SearchForm } from '../../common/search/search-form.tsx';
import { searchUrl } from '../../common/search/search.ts';
import type { searchResultsListFields } from './index.ts';
import {
  countPhrase, FIRST_PAGE, moreRequest, SEARCH_SOURCE, searchQuery, searchReducer, showSeeMore, totalHits, initialSearchState,
  type SearchResponse, type SearchState,
} from './search-state.ts';
import './styles.css';

/** "search card 200/400/800 (500)"; default ratio 16:9 for search. */
export const SEARCH_IMAGE: ImageSpec = { widths: [200, 400, 800], width: 500, ratio: '16:9', sizes: '(min-width: 768px) 200px, 100vw' };

export default function SearchResultsList({ customFields }: FeatureProps<FieldValues<typeof searchResultsListFields>>) {
  const { site, globalContent } = useAppContext();
  const t = usePhrases();
  const headingId = useId();
  const [state, dispatch] = useReducer(searchReducer, globalContent as SearchResponse | undefined, initialSearchState);
  const current = useRef<SearchState>(state);
  current.current = state;
  const load = useContentLoader();
  const list = useRef<HTMLOListElement>(null);

  // After a see-more, the focus moves to the first new result (its first focusable link).
  useEffect(() => {
    if (state.focusFrom === undefined) return;
    const items = Array.from(list.current?.querySelectorAll<HTMLElement>('[data-index]') ?? []);
    const first = items.find((li) => Number(li.dataset.index) >= state.focusFrom!);
    first?.querySelector<HTMLElement>('a:not([tabindex="-1"])')?.focus();
    dispatch({ type: 'focused' });
  }, [state.focusFrom]);

  /** Runs `action`'s transition now (so a second click before the re-render sees it), then dispatches it. */
  const start = (action: Parameters<typeof searchReducer>[1]): SearchState | undefined => {
    const next = searchReducer(current.current, action);
    if (next === current.current) return undefined;
    current.current = next;
    dispatch(action);
    return next;
  };

  const search = (term: string) => {
    const next = start({ type: 'searchStart', term });
    if (!next) return;
    const url = searchUrl(next.term);
    if (url && typeof history !== 'undefined') history.replaceState(history.state, '', `${url}/`);
    load<SearchResponse>(SEARCH_SOURCE, searchQuery(next.term, FIRST_PAGE)).then(
      (response) => dispatch({ type: 'searchLoaded', request: next.request, response }),
      () => dispatch({ type: 'failed', request: next.request }),
    );
  };

  const seeMore = () => {
    const before = current.current;
    const next = start({ type: 'moreStart' });
    if (!next) return;
    load<SearchResponse>(SEARCH_SOURCE, moreRequest(before)).then(
      (response) => dispatch({ type: 'moreLoaded', request: next.request, response }),
      () => dispatch({ type: 'failed', request: next.request }),
    );
  };

  const total = totalHits(state);
  const status = state.loading === 'search' ? t('loading') : state.term ? t(countPhrase(total), { count: total, term: state.term }) : '';
  const { showHeadline: headline, showImage: image, showDescription: description, showByline: byline, showDate: date } = customFields;
  const show = useMemo(() => ({ headline, image, description, byline, date, overline: false }), [headline, image, description, byline, date]);

  return (
    <section className="search-results-list" aria-labelledby={headingId} aria-busy={state.loading ? true : undefined}>
      {/* The search page's own heading: what the page is, for the outline and screen readers. */}
      <h1 id={headingId} className="search-results-list__title">{t('label')}</h1>
      {customFields.showSearchBox !== false && (
        <SearchForm
          defaultValue={state.query}
          onChange={(value) => dispatch({ type: 'input', value })}
          onSearch={search}
          text={{ label: t('searchLabel'), placeholder: t('placeholder'), submit: t('submit'), open: t('open') }}
        />
      )}
      <p className="search-results-list__count" role="status">{status}</p>
      {state.list.length > 0 && <ResultItems items={state.list} site={site} show={show} listRef={list} />}
      {state.failed && <p className="search-results-list__error" role="alert">{t('failed')}</p>}
      {showSeeMore(state) && state.loading !== 'search' && (
        // Not `disabled` while loading: that would drop the keyboard focus to the page.
        <button type="button" className="search-results-list__more" onClick={seeMore} aria-disabled={state.loading === 'more' || undefined}>
          {t('seeMore')}
        </button>
      )}
    </section>
  );
}

/**
 * The results, memoised: the query value is state (each keystroke in the box dispatches it), and a keystroke should
 * re-render the box, not every card. Only a new list (a search, a see-more) renders them again.
 */
const ResultItems = memo(function ResultItems({ items, site, show, listRef }: { items: PromoItem[]; site: string; show: CardShow; listRef: RefObject<HTMLOListElement | null> }) {
  return (
    <ol className="search-results-list__items" ref={listRef}>
      {items.map((item, index) => storyUrl(item, site) && (
        <li key={item._id ?? index} className="search-results-list__item" data-index={index} data-id={item._id}>
          <StoryCard item={item} show={show} image={SEARCH_IMAGE} className="search-results-list__card" />
        </li>
      ))}
    </ol>
  );
});
