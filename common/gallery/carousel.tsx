import { useEffect, useReducer, useRef, useState, type CSSProperties, type ReactNode } from 'react';
import {
  AUTOPLAY_INTERVAL_MS, canGoNext, canGoPrevious, carouselReducer, DEFAULT_SLIDES_TO_SHOW, initCarousel, keyAction,
  SLIDES_TO_SHOW_VARIABLE, slidesToShowFrom, swipeAction, trackOffsetPercent, visibleSlides,
} from './carousel-state.ts';
import { CollapseIcon, ExpandIcon, NextIcon, PauseIcon, PlayIcon, PreviousIcon } from './icons.tsx';
import { fillLabel, type CarouselLabels } from './labels.ts';
import { useFullscreen } from './use-fullscreen.ts';
import './styles.css';

export interface CarouselProps {
  /** Unique on the page: names the track the buttons control. */
  id: string;
  /** What the carousel shows (e.g. the gallery headline), read by screen readers. */
  label: string;
  labels: CarouselLabels;
  /** One node per slide. */
  children: ReactNode[];
  /** Slides shown at once; without it, the style variable --carousel-slides-to-show, else 4. */
  slidesToShow?: number;
  enableAutoplay?: boolean;
  enableFullScreen?: boolean;
  /** Image height in px (e.g. 450 for lead art). */
  imageHeight?: number;
  className?: string;
  /** Called when the reader clicks Next or Previous (e.g. a gallery counting clicks for its ad interstitial). */
  onArrowClick?: (direction: 'next' | 'previous') => void;
  /**
   * Shown over the slides inside the carousel, so also in full screen (e.g. a gallery's ad interstitial). While
   * it shows, the slides and controls are inert and the arrow keys do nothing.
   */
  overlay?: ReactNode;
}

/** Above this many slides the dots would crowd out the slides; the counter still says where the reader is. */
const MAX_INDICATORS = 20;
const RESIZE_DEBOUNCE_MS = 250;

/**
 * Slides in a row. Before it hydrates (or where it never does, e.g. inside the article body) the track is a
 * native scroll-snap strip and the controls stay hidden; once hydrated it moves by state and shows them.
 */
export function Carousel({ id, label, labels, children, slidesToShow, enableAutoplay = false, enableFullScreen = false, imageHeight, className, onArrowClick, overlay }: CarouselProps) {
  const slides = children.filter((c) => c != null && c !== false);
  const [state, dispatch] = useReducer(carouselReducer, { total: slides.length, slidesToShow: slidesToShow ?? DEFAULT_SLIDES_TO_SHOW }, initCarousel);
  const [enhanced, setEnhanced] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const touchX = useRef<number | null>(null);
  const trackId = `${id}-track`;

  useEffect(() => setEnhanced(true), []);
  useEffect(() => dispatch({ type: 'setTotal', total: slides.length }), [slides.length]);

  // Without a prop, the style variable decides, and may change with the viewport.
  useEffect(() => {
    const el = root.current;
    if (slidesToShow !== undefined) {
      dispatch({ type: 'setSlidesToShow', slidesToShow });
      return;
    }
    if (!el || typeof getComputedStyle !== 'function') return;
    const read = () => dispatch({ type: 'setSlidesToShow', slidesToShow: slidesToShowFrom(getComputedStyle(el).getPropertyValue(SLIDES_TO_SHOW_VARIABLE)) });
    read();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const onResize = () => {
      clearTimeout(timer);
      timer = setTimeout(read, RESIZE_DEBOUNCE_MS);
    };
    window.addEventListener('resize', onResize);
    return () => {
      clearTimeout(timer);
      window.removeEventListener('resize', onResize);
    };
  }, [slidesToShow]);

  useEffect(() => {
    if (!state.autoplay) return;
    const timer = setInterval(() => dispatch({ type: 'tick' }), AUTOPLAY_INTERVAL_MS);
    return () => clearInterval(timer);
  }, [state.autoplay]);

  useFullscreen(root, state.fullScreen, () => dispatch({ type: 'setFullScreen', value: false }));

  if (slides.length === 0) return null;

  const inView = new Set(visibleSlides(state));
  const style = {
    ...(slidesToShow !== undefined ? { [SLIDES_TO_SHOW_VARIABLE]: String(state.slidesToShow) } : {}),
    ...(imageHeight ? { '--carousel-image-height': `${imageHeight}px` } : {}),
  } as CSSProperties;
  const classes = ['carousel', enhanced && 'carousel--enhanced', state.fullScreen && 'carousel--fullscreen', className].filter(Boolean).join(' ');
  const hideControls = !enhanced || undefined;
  const covered = overlay != null && overlay !== false ? true : undefined;

  return (
    <div
      ref={root}
      id={id}
      className={classes}
      role="region"
      aria-roledescription={labels.carousel}
      aria-label={label}
      style={style}
      onKeyDown={(e) => {
        const action = keyAction(e.key, state);
        if (!action || (covered && action.type !== 'setFullScreen')) return;
        e.preventDefault();
        dispatch(action);
      }}
    >
      <div className="carousel__bar" hidden={hideControls} inert={covered}>
        {enableAutoplay && (
          <button
            type="button"
            className="carousel__autoplay"
            title={state.autoplay ? labels.stopAutoplayDescription : labels.startAutoplayDescription}
            aria-pressed={state.autoplay}
            onClick={() => dispatch({ type: 'toggleAutoplay' })}
          >
            {state.autoplay ? <PauseIcon /> : <PlayIcon />}
            {state.autoplay ? labels.stopAutoplay : labels.startAutoplay}
          </button>
        )}
        <p className="carousel__counter" aria-live={state.autoplay ? 'off' : 'polite'}>
          {fillLabel(labels.counter, { current: state.current, total: state.total })}
        </p>
        {enableFullScreen && (
          <button
            type="button"
            className="carousel__fullscreen"
            aria-label={state.fullScreen ? labels.minimizeScreen : labels.fullScreen}
            onClick={() => dispatch({ type: 'toggleFullScreen' })}
          >
            {state.fullScreen ? <CollapseIcon /> : <ExpandIcon />}
          </button>
        )}
      </div>
      <div
        className="carousel__viewport"
        inert={covered}
        // Until the island takes over, the slides scroll in this box: keyboard readers must be able to reach it.
        tabIndex={enhanced ? undefined : 0}
        onTouchStart={(e) => {
          touchX.current = e.touches[0]?.clientX ?? null;
        }}
        onTouchEnd={(e) => {
          const start = touchX.current;
          touchX.current = null;
          const end = e.changedTouches[0]?.clientX;
          const action = start === null || end === undefined ? null : swipeAction(start, end);
          if (action) dispatch(action);
        }}
      >
        <div id={trackId} className="carousel__track" style={enhanced ? { transform: `translateX(${trackOffsetPercent(state)}%)` } : undefined}>
          {slides.map((slide, i) => {
            const hidden = enhanced && !inView.has(i + 1);
            return (
              <div
                key={i}
                className="carousel__slide"
                role="group"
                aria-roledescription={labels.slideRole}
                aria-label={fillLabel(labels.slide, { n: i + 1, total: slides.length })}
                aria-hidden={hidden || undefined}
                inert={hidden || undefined}
              >
                {slide}
              </div>
            );
          })}
        </div>
        <button
          type="button"
          className="carousel__arrow carousel__arrow--previous"
          aria-controls={trackId}
          aria-label={labels.previousSlide}
          disabled={!canGoPrevious(state)}
          hidden={hideControls}
          onClick={() => {
            dispatch({ type: 'previous' });
            onArrowClick?.('previous');
          }}
        >
          <PreviousIcon />
        </button>
        <button
          type="button"
          className="carousel__arrow carousel__arrow--next"
          aria-controls={trackId}
          aria-label={labels.nextSlide}
          disabled={!canGoNext(state)}
          hidden={hideControls}
          onClick={() => {
            dispatch({ type: 'next' });
            onArrowClick?.('next');
          }}
        >
          <NextIcon />
        </button>
      </div>
      {slides.length > 1 && slides.length <= MAX_INDICATORS && (
        <div className="carousel__indicators" hidden={hideControls} inert={covered}>
          {slides.map((_, i) => (
            <button
              key={i}
              type="button"
              className="carousel__indicator"
              aria-controls={trackId}
              aria-label={fillLabel(labels.goToSlide, { n: i + 1 })}
              aria-current={inView.has(i + 1) || undefined}
              onClick={() => dispatch({ type: 'goTo', slide: i + 1 })}
            />
          ))}
        </div>
      )}
      {covered && overlay}
    </div>
  );
}
