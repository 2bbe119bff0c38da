import { useEffect, useReducer, useRef, type ReactNode } from 'react';
import { Carousel, type CarouselLabels, type GallerySlide } from '../../common/gallery/index.ts';
import { INITIAL_INTERSTITIAL, interstitialReducer, slideTitles, type GalleryAns } from './gallery.ts';
import { Interstitial } from './interstitial.tsx';
import { ResizedImg } from '../../common/resized-img.tsx';

export type Translate = (key: string, vars?: Record<string, string | number>) => string;

/** The interstitial's ad slot: renders the 300x250_gallery ad (e.g. common/ads GalleryAd). */
export type RenderAd = () => ReactNode;

export interface GalleryViewProps {
  /** Unique on the page. */
  id: string;
  gallery: GalleryAns;
  slides: GallerySlide[];
  labels: CarouselLabels;
  t: Translate;
  /** Site property: an ad every this many Next / Previous clicks (not a positive integer: never). */
  galleryCubeClicks: unknown;
  hide?: { title?: boolean; caption?: boolean; credits?: boolean };
  /** Without it the interstitial says 'Ad block not found' ("Gallery interstitial"). */
  renderAd?: RenderAd;
  /** The gallery's own language when it is not the page's: its slides carry it as `lang`. */
  contentLang?: string;
}

/** The gallery carousel (common/gallery) with a headline, caption and credit per slide and the ad interstitial. */
export function GalleryView({ id, gallery, slides, labels, t, galleryCubeClicks, hide = {}, renderAd, contentLang }: GalleryViewProps) {
  const [interstitial, dispatch] = useReducer(interstitialReducer, INITIAL_INTERSTITIAL);
  const returnFocus = useRef<HTMLElement | null>(null);
  const wasShowing = useRef(false);
  useEffect(() => {
    // Back to the arrow the reader clicked once the ad is dismissed.
    if (wasShowing.current && !interstitial.showing) returnFocus.current?.focus();
    wasShowing.current = interstitial.showing;
  }, [interstitial.showing]);

  const titles = slideTitles(gallery);
  const missing = <p className="gallery__ad-missing">{t('adBlockNotFound')}</p>;
  const overlay = interstitial.showing
    ? <Interstitial ad={renderAd ? renderAd() : missing} label={t('advertisement')} continueText={t('continue')} onContinue={() => dispatch({ type: 'dismiss' })} />
    : null;

  return (
    <div className="gallery">
      <Carousel
        id={id}
        label={gallery.headlines?.basic?.trim() || t('gallery')}
        labels={labels}
        slidesToShow={1}
        enableAutoplay
        enableFullScreen
        className="gallery__carousel"
        overlay={overlay}
        onArrowClick={() => {
          returnFocus.current = typeof document === 'undefined' ? null : (document.activeElement as HTMLElement | null);
          dispatch({ type: 'click', galleryCubeClicks });
        }}
      >
        {slides.map((slide, i) => (
          <SlideFigure key={slide.key} slide={slide} title={titles.get(slide.key)} hide={hide} t={t} first={i === 0} lang={contentLang} />
        ))}
      </Carousel>
    </div>
  );
}

// Only the first slide shows at once: it takes its place among the page's first images, the others wait (lazy).
function SlideFigure({ slide, title, hide, t, first, lang }: { slide: GallerySlide; title?: string; hide: NonNullable<GalleryViewProps['hide']>; t: Translate; first: boolean; lang?: string }) {
  const caption = hide.caption ? undefined : slide.caption;
  // The sample and many real images repeat the caption as the title: say it once.
  const heading = hide.title || !title || title === caption ? undefined : title;
  const credit = hide.credits || !slide.credit ? undefined : t('photoCredit', { names: slide.credit });
  return (
    <figure className="carousel-figure gallery__figure" lang={lang}>
      <ResizedImg image={slide.image} className="carousel-figure__image" sizes="(min-width: 1024px) 800px, 100vw" alt={slide.alt} loading={first ? 'auto' : 'lazy'} />
      {(heading || caption || credit) && (
        <figcaption className="gallery__caption">
          {heading && <strong className="gallery__slide-title">{heading}</strong>}
          {caption && <span className="gallery__slide-caption">{caption}</span>}
          {credit && <span className="gallery__slide-credit">{credit}</span>}
        </figcaption>
      )}
    </figure>
  );
}
