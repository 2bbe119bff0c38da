import { useEffect, useReducer, useRef } from 'react';
import { nothing, useAppContext, useComponentContext, useContent, useContentLoader, usePhrases } from '../../engine/index.ts';
import { headlineOf } from '../../common/promo/index.ts';
import { PLAYER_ATTRIBUTE, VideoThumbnail } from '../../common/video/index.ts';
import {
  canLoadMore, currentVideoOf, initialUpNext, nextVideoHref, UP_NEXT_PAGE_SIZE, UP_NEXT_SOURCE, upNextCards, upNextQuery, upNextReducer, type FeedPage, type UpNextState,
} from './up-next.ts';
import './styles.css';

/** IntersectionObserver threshold 1 reports a fully visible card; allow for sub-pixel rounding. */
const FULLY_VISIBLE = 0.99;

export default function UpNext() {
  const { site, globalContent } = useAppContext();
  const { id } = useComponentContext();
  const t = usePhrases();
  const current = currentVideoOf(globalContent);
  const firstPage = useContent<FeedPage>(UP_NEXT_SOURCE, upNextQuery(current, 0, site));
  const [state, dispatch] = useReducer(upNextReducer, { page: firstPage, currentId: current._id }, initialUpNext);
  const load = useContentLoader();
  const latest = useRef<UpNextState>(state);
  latest.current = state;
  const lastCard = useRef<HTMLLIElement>(null);
  const cards = upNextCards(state.items, site);

  const loadMore = () => {
    if (!canLoadMore(latest.current)) return;
    const offset = latest.current.offset + UP_NEXT_PAGE_SIZE;
    latest.current = { ...latest.current, loading: true }; // no second request before React re-renders
    dispatch({ type: 'loadStart' });
    load<FeedPage>(UP_NEXT_SOURCE, upNextQuery(current, offset, site)).then(
      (page) => dispatch({ type: 'loaded', page, currentId: current._id }),
      () => dispatch({ type: 'loadFailed' }),
    );
  };

  // The last card fully in view after a full page: ask for the next 12.
  useEffect(() => {
    const el = lastCard.current;
    if (!canLoadMore(state) || !el || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((e) => e.isIntersecting && e.intersectionRatio >= FULLY_VISIBLE)) {
        observer.disconnect();
        loadMore();
      }
    }, { threshold: 1 });
    observer.observe(el);
    return () => observer.disconnect();
  }, [state.items.length, state.loading, state.failed, state.lastCount]);

  // The page's player finished: open the newest listed video. `ended` does not bubble, so listen in the capture phase.
  const next = useRef<string | undefined>(undefined);
  next.current = nextVideoHref(state.items, site);
  useEffect(() => {
    const onEnded = (e: Event) => {
      const target = e.target as Element | null;
      if (target?.tagName !== 'VIDEO' || !target.closest(`[${PLAYER_ATTRIBUTE}]`) || !next.current) return;
      window.location.assign(new URL(next.current, window.location.origin).href);
    };
    document.addEventListener('ended', onEnded, true);
    return () => document.removeEventListener('ended', onEnded, true);
  }, []);

  if (!cards.length) return nothing('no older videos tagged watch');
  const headingId = `video-next-${id}-heading`;
  return (
    <section className="video-next" aria-labelledby={headingId} aria-busy={state.loading || undefined}>
      <h2 className="video-next__heading" id={headingId}>{t('heading')}</h2>
      <ul className="video-next__grid">
        {cards.map(({ item, href }, i) => (
          <li key={item._id ?? href} className="video-next__item" data-id={item._id} ref={i === cards.length - 1 ? lastCard : undefined}>
            <a className="video-next__card" href={href}>
              <span className="video-next__title">{headlineOf(item)}</span>
              <VideoThumbnail item={item} durationLabel={t('duration')} sizes="(min-width: 768px) 274px, 50vw" className="video-next__thumb" />
            </a>
          </li>
        ))}
      </ul>
      <div className="video-next__status" role="status">
        {state.loading ? <span className="video-next__spinner" aria-hidden="true" /> : null}
        {state.loading ? <span className="visually-hidden">{t('loading')}</span> : null}
        {state.failed ? t('failed') : null}
      </div>
    </section>
  );
}
