/** Story-card pieces shared by list and promo blocks. Each renders nothing when its data is missing. */
import type { Ref } from 'react';
import { useAppContext, useFieldContent } from '../../engine/index.ts';
import { useImagePriority } from '../image-priority.tsx';
import { Img } from '../amp/img.tsx';
import type { Ratio } from '../images.ts';
import { bylineAuthors, BYLINE_TEXT } from './byline.ts';
import { cardDate } from './date.ts';
import { thumbnailOf, type Thumbnail } from './image.ts';
import { itemsForSite, storyUrl, type PromoItem } from './link.ts';
import { isShown, type CardShow } from './show.ts';
import { descriptionOf, headlineOf, overlineOf } from './text.ts';
import './promo.css';

export type HeadingLevel = 2 | 3 | 4;

export interface ImageSpec {
  widths: readonly number[];
  width?: number;
  ratio?: Ratio;
  /** The `sizes` attribute: how wide the image shows, so the browser picks from the srcset. */
  sizes?: string;
}

/**
 * The card image, linked to the story. When the headline (same link) is on the card, the image link is left
 * out of the tab order and hidden from screen readers; `soleLink` makes it the card's accessible link instead.
 */
/**
 * The <img> of every story card: responsive, eager when it is the page's lead image (`eager`) or among its first
 * images, lazy after them; marked when a fallback.
 */
export function ThumbnailImg({ thumb, sizes, alt, eager = false }: { thumb: Thumbnail; sizes?: string; alt: string; eager?: boolean }) {
  const priority = useImagePriority(eager ? 'eager' : 'auto');
  return (
    <Img
      className="promo-image__img"
      src={thumb.src}
      srcSet={thumb.srcSet}
      sizes={thumb.srcSet ? sizes : undefined}
      alt={alt}
      width={thumb.width}
      height={thumb.height}
      loading={priority.loading}
      fetchPriority={priority.fetchPriority}
      decoding="async"
      data-fallback={thumb.isFallback ? 'true' : undefined}
    />
  );
}

export function PromoImage({ item, image, className, soleLink = false }: { item: PromoItem; image: ImageSpec; className?: string; soleLink?: boolean }) {
  const { site, siteProperties } = useAppContext();
  const thumb = thumbnailOf(item, { ...image, siteProperties });
  if (!thumb) return null;
  const url = storyUrl(item, site);
  const alt = soleLink && url && !thumb.alt ? headlineOf(item) : thumb.alt;
  const img = <ThumbnailImg thumb={thumb} sizes={image.sizes} alt={alt} />;
  return (
    <div className={className ? `promo-image ${className}` : 'promo-image'}>
      {!url ? img : soleLink ? <a href={url}>{img}</a> : <a href={url} tabIndex={-1} aria-hidden="true">{img}</a>}
    </div>
  );
}

export function PromoHeadline({ item, level = 2, className = 'promo-headline', linkRef }: { item: PromoItem; level?: HeadingLevel; className?: string; linkRef?: Ref<HTMLAnchorElement> }) {
  const { site } = useAppContext();
  const text = headlineOf(item);
  if (!text) return null;
  const url = storyUrl(item, site);
  const H = `h${level}` as const;
  return <H className={className}>{url ? <a className={`${className}__link`} href={url} ref={linkRef}>{text}</a> : text}</H>;
}

export function PromoDescription({ item, className = 'promo-description' }: { item: PromoItem; className?: string }) {
  const text = descriptionOf(item);
  return text ? <p className={className}>{text}</p> : null;
}

export function PromoByline({ item, className = 'promo-byline' }: { item: PromoItem; className?: string }) {
  const { lang } = useAppContext();
  const authors = bylineAuthors(item);
  if (!authors.length) return null;
  const words = BYLINE_TEXT[lang];
  return (
    <span className={className}>
      {words.by}{' '}
      {authors.map((a, i) => (
        <span key={i}>
          {i > 0 && (i === authors.length - 1 ? ` ${words.and} ` : ', ')}
          {a.url ? <a href={a.url}>{a.name}</a> : a.name}
        </span>
      ))}
    </span>
  );
}

export function PromoDate({ item, className = 'promo-date' }: { item: PromoItem; className?: string }) {
  const { lang, siteProperties } = useAppContext();
  const date = cardDate(item.display_date, lang, siteProperties);
  if (!date) return null;
  // A relative time ("3 hours ago") moves on between the server render and hydration: keep the server's text
  // then (no hydration error); later renders use the browser's clock.
  return <time className={className} dateTime={date.iso} suppressHydrationWarning>{date.text}</time>;
}

export function PromoOverline({ item, className = 'promo-overline' }: { item: PromoItem; className?: string }) {
  const { site, lang } = useAppContext();
  const overline = overlineOf(item, site, lang);
  if (!overline) return null;
  return overline.url
    ? <a className={className} href={overline.url}>{overline.text}</a>
    : <span className={className}>{overline.text}</span>;
}

/**
 * A story card: text (overline, headline, description, byline and date) beside its image. `show` follows the
 * block's toggles (show.ts: a missing key counts as shown).
 */
export function StoryCard({ item, show = {}, image, level = 2, className = 'promo-card', linkRef }: {
  item: PromoItem;
  show?: CardShow;
  image: ImageSpec;
  level?: HeadingLevel;
  className?: string;
  linkRef?: Ref<HTMLAnchorElement>;
}) {
  const on = (k: keyof CardShow) => isShown(show[k]);
  const byline = on('byline') ? <PromoByline item={item} /> : null;
  const date = on('date') ? <PromoDate item={item} /> : null;
  return (
    <article className={className === 'promo-card' ? className : `promo-card ${className}`}>
      <div className={className === 'promo-card' ? 'promo-card__text' : `promo-card__text ${className}__text`}>
        {on('overline') && <PromoOverline item={item} />}
        {on('headline') && <PromoHeadline item={item} level={level} linkRef={linkRef} />}
        {on('description') && <PromoDescription item={item} />}
        {(byline || date) && <div className="promo-meta">{byline}{date}</div>}
      </div>
      {on('image') && <PromoImage item={item} image={image} className={`${className}__image`} soleLink={!on('headline')} />}
    </article>
  );
}

/** The stories of a list block's content field that have an address on the current site, in feed order. */
export function useListItems(fieldName = 'content'): PromoItem[] {
  const { site } = useAppContext();
  return itemsForSite(useFieldContent<{ content_elements?: PromoItem[] }>(fieldName)?.content_elements, site);
}
