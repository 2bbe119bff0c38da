import type { GallerySlide } from './images.ts';
import type { ImageLoading } from '../image-priority.tsx';
import { ResizedImg } from '../resized-img.tsx';
import './styles.css';

export interface GalleryFigureProps {
  slide: GallerySlide;
  /** Carousel images load lazily unless told otherwise. */
  loading?: ImageLoading;
  sizes?: string;
  hideCaption?: boolean;
  hideCredits?: boolean;
}

/** One gallery image with its caption and credit. */
export function GalleryFigure({ slide, loading = 'lazy', sizes = '(min-width: 1024px) 800px, 100vw', hideCaption, hideCredits }: GalleryFigureProps) {
  const caption = hideCaption ? undefined : slide.caption;
  const credit = hideCredits ? undefined : slide.credit;
  return (
    <figure className="carousel-figure">
      <ResizedImg image={slide.image} className="carousel-figure__image" sizes={sizes} alt={slide.alt} loading={loading} />
      {(caption || credit) && (
        <figcaption className="carousel-figure__caption">
          {caption}
          {caption && credit ? ' ' : null}
          {credit && <span className="carousel-figure__credit">{credit}</span>}
        </figcaption>
      )}
    </figure>
  );
}

/** Slides as carousel children: the first `eagerCount` load with `firstLoading`, the rest lazily. */
export function galleryFigures(slides: GallerySlide[], o: { firstLoading?: ImageLoading; eagerCount?: number; hideCaption?: boolean; hideCredits?: boolean; sizes?: string } = {}) {
  return slides.map((slide, i) => (
    <GalleryFigure
      key={slide.key}
      slide={slide}
      loading={i < (o.eagerCount ?? 1) ? o.firstLoading ?? 'auto' : 'lazy'}
      sizes={o.sizes}
      hideCaption={o.hideCaption}
      hideCredits={o.hideCredits}
    />
  ));
}
