import { useEffect, useRef, useState, type CSSProperties } from 'react';
import { nothing, useAppContext, usePhrases, type FeatureProps, type FieldValues } from '../../engine/index.ts';
import { resizedImage } from '../../common/images.ts';
import { ResizedImg } from '../../common/resized-img.tsx';
import {
  Carousel, carouselLabels, CollapseIcon, ExpandIcon, galleryFigures, gallerySlides, resizerBaseOf, useFullscreen, type CarouselLabels,
} from '../../common/gallery/index.ts';
import { isolateContentHtml } from '../../common/content/content-html.ts';
import { ContentHtml } from '../../common/amp/content-html.tsx';
import type { leadArtFields } from './index.ts';
import {
  GALLERY_IMAGE_HEIGHT, GALLERY_SLIDES_TO_SHOW, LEAD_ART_SIZES, LEAD_ART_WIDTH, LEAD_ART_WIDTHS, leadArtOf, videoFrameStyle,
  type LeadGallery, type LeadImage, type LeadVideo,
} from './lead-art.ts';
import './styles.css';

type Fields = FieldValues<typeof leadArtFields>;
type T = ReturnType<typeof usePhrases>;

export default function LeadArt({ customFields }: FeatureProps<Fields>) {
  const { globalContent, siteProperties, lang } = useAppContext();
  const t = usePhrases();
  const lead = leadArtOf(globalContent);
  if (!lead) return nothing(t('noLeadArt'));
  const rounded = customFields.borderRadius ? ' leadart--rounded' : '';
  const resizerBase = resizerBaseOf(siteProperties);
  const labels = carouselLabels(lang);
  switch (lead.type) {
    case 'image':
      return <LeadImageArt lead={lead} fields={customFields} t={t} labels={labels} resizerBase={resizerBase} rounded={rounded} />;
    case 'video':
      return <LeadVideoArt lead={lead} fields={customFields} t={t} rounded={rounded} />;
    case 'gallery':
      return <LeadGalleryArt lead={lead} fields={customFields} t={t} labels={labels} resizerBase={resizerBase} rounded={rounded} />;
    case 'raw_html':
      // As written but for its ids and names, which could shadow the page's own (common/content/content-html.ts).
      return <ContentHtml className={`leadart leadart--html${rounded}`} html={isolateContentHtml(lead.content)} />;
  }
}

function Caption({ title, caption, credit, fields }: { title?: string; caption?: string; credit?: string; fields: Fields }) {
  const shown = { title: fields.hideTitle ? undefined : title, caption: fields.hideCaption ? undefined : caption, credit: fields.hideCredits ? undefined : credit };
  if (!shown.title && !shown.caption && !shown.credit) return null;
  return (
    <figcaption className="leadart__caption">
      {shown.title ? <strong className="leadart__title">{shown.title}</strong> : null}
      {shown.title && shown.caption ? ' ' : null}
      {shown.caption ? <span className="leadart__text">{shown.caption}</span> : null}
      {shown.credit ? <span className="leadart__credit">{` ${shown.credit}`}</span> : null}
    </figcaption>
  );
}

function LeadImageArt({ lead, fields, t, labels, resizerBase, rounded }: { lead: LeadImage; fields: Fields; t: T; labels: CarouselLabels; resizerBase: string; rounded: string }) {
  const figure = useRef<HTMLElement>(null);
  const [full, setFull] = useState(false);
  useFullscreen(figure, full, () => setFull(false));
  const image = resizedImage(lead, { widths: LEAD_ART_WIDTHS, width: LEAD_ART_WIDTH, ratio: fields.aspectRatio, sizes: LEAD_ART_SIZES, resizerBase });
  return (
    <figure
      ref={figure}
      className={`leadart leadart--image${full ? ' leadart--fullscreen' : ''}${rounded}`}
      onKeyDown={(e) => {
        if (e.key === 'Escape' && full) setFull(false);
      }}
    >
      <div className="leadart__media">
        <ResizedImg
          image={image}
          className="leadart__image"
          sizes={LEAD_ART_SIZES}
          alt={lead.alt_text ?? ''}
          loading={fields.imageLoadingStrategy}
        />
        {/* Shown before hydration (the island hydrates when the reader acts on it, and a tap on the button then is
            replayed once it has); hidden by CSS where scripts never run, as it could do nothing there. */}
        <button
          type="button"
          className="leadart__fullscreen"
          aria-label={full ? labels.minimizeScreen : labels.fullScreen}
          onClick={() => setFull((f) => !f)}
        >
          {full ? <CollapseIcon /> : <ExpandIcon />}
        </button>
      </div>
      <Caption title={lead.subtitle} caption={lead.caption} credit={lead.credit ? t('photoCredit', { names: lead.credit }) : undefined} fields={fields} />
    </figure>
  );
}

function LeadVideoArt({ lead, fields, t, rounded }: { lead: LeadVideo; fields: Fields; t: T; rounded: string }) {
  const frame = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!fields.enableAutoplay) return;
    // Autoplay only muted (browsers allow nothing else) and never for readers who asked for reduced motion.
    if (typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches) return;
    const video = frame.current?.querySelector('video');
    if (!video) return;
    video.muted = true;
    video.playsInline = true;
    void video.play()?.catch(() => {});
  }, [fields.enableAutoplay]);
  const style = videoFrameStyle(fields.aspectRatio, fields.viewportPercentage) as CSSProperties;
  return (
    <figure className={`leadart leadart--video${rounded}`} style={style}>
      <ContentHtml
        ref={frame}
        className="leadart__video"
        data-autoplay={fields.enableAutoplay || undefined}
        data-playthrough={fields.playthrough || undefined}
        html={isolateContentHtml(lead.embed_html)}
      />
      <Caption title={lead.title} caption={lead.caption} credit={lead.credit ? t('videoCredit', { names: lead.credit }) : undefined} fields={fields} />
    </figure>
  );
}

function LeadGalleryArt({ lead, fields, t, labels, resizerBase, rounded }: { lead: LeadGallery; fields: Fields; t: T; labels: CarouselLabels; resizerBase: string; rounded: string }) {
  const slides = gallerySlides(lead, resizerBase);
  const title = lead.title ?? t('gallery');
  return (
    <div className={`leadart leadart--gallery${rounded}`}>
      {lead.title && !fields.hideTitle ? <p className="leadart__gallery-title">{lead.title}</p> : null}
      <Carousel
        id={`leadart-${(lead._id ?? 'gallery').replace(/[^A-Za-z0-9_-]/g, '')}`}
        label={title}
        labels={labels}
        slidesToShow={GALLERY_SLIDES_TO_SHOW}
        enableAutoplay
        enableFullScreen
        imageHeight={GALLERY_IMAGE_HEIGHT}
      >
        {galleryFigures(slides, { firstLoading: fields.imageLoadingStrategy, eagerCount: GALLERY_SLIDES_TO_SHOW, hideCaption: fields.hideCaption, hideCredits: fields.hideCredits })}
      </Carousel>
    </div>
  );
}
