import { useEffect, useReducer, useRef } from 'react';
import {
  nothing, useAppContext, useContentLoader, useFieldContent, usePhrases, type FeatureProps, type FieldValues,
} from '../../engine/index.ts';
import { itemsForSite, StoryCard, type ImageSpec } from '../../common/promo/index.ts';
import { resultCard } from '../../common/content/selections.ts';
import type { resultsListFields } from './index.ts';
import { configuredPaging, pageQuery } from './paging.ts';
import {
  canLoadOnScroll, initialListState, listReducer, needsLoadForWindow, nextRequest, shownItems, showSeeMore, type FeedPage, type ListState,
} from './list-state.ts';
import './styles.css';

/** Results list images 250/500. */
export const RESULTS_IMAGE_WIDTHS = [250, 500] as const;

/** IntersectionObserver threshold 1 reports a fully visible card; allow for sub-pixel rounding. */
const FULLY_VISIBLE = 0.99;

export default function ResultsList({ customFields }: FeatureProps<FieldValues<typeof resultsListFields>>) {
  const { site } = useAppContext();
  const t = usePhrases();
  const seed = useFieldContent<FeedPage>('content');
  const config = customFields.content;
  const variant = customFields.variant ?? 'button';
  const [state, dispatch] = useReducer(listReducer, { seed, ...configuredPaging(config), variant }, initialListState);
  const load = useContentLoader();
  const current = useRef<ListState>(state);
  current.current = state;
  const inFlight = useRef(false);
  const lastCard = useRef<HTMLLIElement>(null);

  const fetchNext = () => {
    const s = current.current;
    if (inFlight.current || !config) return;
    inFlight.current = true;
    const request = nextRequest(s);
    dispatch({ type: 'loadStart' });
    // Cleared before dispatching, so the effects the new state triggers may load again at once.
    load<FeedPage>(config.contentService, pageQuery(config, request.offset, request.size, resultCard(site))).then(
      (page) => {
        inFlight.current = false;
        dispatch({ type: 'loaded', request, page });
      },
      () => {
        inFlight.current = false;
        dispatch({ type: 'loadFailed' });
      },
    );
  };

  // Infinite scroll: watch the last card; when it is fully in view and more exist, load the next page.
  useEffect(() => {
    const el = lastCard.current;
    if (!canLoadOnScroll(state) || !el || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((e) => e.isIntersecting && e.intersectionRatio >= FULLY_VISIBLE)) {
        observer.disconnect();
        fetchNext();
      }
    }, { threshold: 1 });
    observer.observe(el);
    return () => observer.disconnect();
  }, [state.items.length, state.loading, state.failed, state.exhausted, state.next, state.count]);

  // Button: a window wider than the stories loaded asks for the next page.
  useEffect(() => {
    if (needsLoadForWindow(state)) fetchNext();
  }, [state.visible, state.items.length, state.loading, state.failed]);

  if (!seed) return nothing('the story feed returned nothing');
  const items = itemsForSite(shownItems(state), site);
  if (!items.length) return nothing('no stories with an address on this site');

  const show = {
    headline: customFields.showHeadline, image: customFields.showImage, description: customFields.showDescription,
    byline: customFields.showByline, date: customFields.showDate, overline: false,
  };
  const image: ImageSpec = { widths: RESULTS_IMAGE_WIDTHS, ratio: customFields.imageRatio ?? '3:2', sizes: '(min-width: 768px) 250px, 100vw' };
  return (
    <section className={`results-list results-list--${variant}`} aria-label={t('label')} aria-busy={state.loading || undefined}>
      <ul className="results-list__items">
        {items.map((item, i) => (
          <li key={item._id ?? i} className="results-list__item" ref={i === items.length - 1 ? lastCard : undefined} data-id={item._id}>
            <StoryCard item={item} show={show} image={image} className="results-list__card" />
          </li>
        ))}
      </ul>
      <div className="results-list__status" role="status">
        {state.loading && variant === 'infinite' && <span className="results-list__spinner" aria-hidden="true" />}
        {state.loading && <span className="visually-hidden">{t('loading')}</span>}
        {state.failed && t('failed')}
      </div>
      {showSeeMore(state) && (
        // Not `disabled` while loading: that would drop the keyboard focus to the page.
        <button type="button" className="results-list__more" onClick={() => {
          if (!current.current.loading) dispatch({ type: 'seeMore' });
        }} aria-disabled={state.loading || undefined}>
          {t('seeMore')}
        </button>
      )}
    </section>
  );
}
