import type { ReactNode } from 'react';
import { resizedImage } from '../../common/images.ts';
import { Carousel, carouselLabels, creditOf, galleryFigures, gallerySlides } from '../../common/gallery/index.ts';
import type { Lang } from '../../engine/index.ts';
import { articleImageSizing, correctionKind, headingLevel, type AnsElement } from './rules.ts';
import { safeHref, sanitizeInlineHtml } from './sanitize.ts';
import { ResizedImg } from '../../common/resized-img.tsx';
import { isolateContentHtml } from '../../common/content/content-html.ts';
import { ContentHtml } from '../../common/amp/content-html.tsx';

/** What element renderers need besides the element. */
export interface BodyContext {
  t: (key: string, vars?: Record<string, string | number>) => string;
  lang: Lang;
  resizerBase: string;
}

const inline = (html: unknown) => ({ __html: sanitizeInlineHtml(html) });
/**
 * Trusted markup from the content system (raw_html, oEmbed, video embeds): rendered as is, by spec, except its ids
 * and names, which could shadow what the page's scripts look up (common/content/content-html.ts).
 */
const trusted = (html: unknown) => (typeof html === 'string' ? isolateContentHtml(html) : '');
const cssToken = (v: unknown) => (typeof v === 'string' ? v.toLowerCase().replace(/[^a-z0-9-]/g, '') : '');

export function renderElement(el: AnsElement, html: string | undefined, ctx: BodyContext): ReactNode {
  switch (el.type) {
    case 'text':
      return <p className="article-body__text" dangerouslySetInnerHTML={{ __html: html ?? sanitizeInlineHtml(el.content) }} />;
    case 'copyright':
      return <p className="article-body__copyright" dangerouslySetInnerHTML={inline(el.content)} />;
    case 'divider':
      return <hr className="article-body__divider" />;
    case 'image':
      return <BodyImage el={el} ctx={ctx} />;
    case 'interstitial_link': {
      const href = safeHref(el.url);
      const label = <span dangerouslySetInnerHTML={{ __html: sanitizeInlineHtml(el.content, ['b', 'strong', 'i', 'em', 'u', 'sup', 'sub', 'span']) }} />;
      return <p className="article-body__interstitial">{href ? <a href={href}>{label}</a> : label}</p>;
    }
    case 'raw_html':
      return <ContentHtml className="article-body__raw-html" html={trusted(el.content)} />;
    case 'list':
      return <BodyList el={el} />;
    case 'correction': {
      const kind = correctionKind(el);
      return (
        <div className={`article-body__correction article-body__correction--${kind}`} role="note">
          <strong className="article-body__correction-label">{ctx.t(kind)}</strong>{' '}
          <span dangerouslySetInnerHTML={inline(el.text)} />
        </div>
      );
    }
    case 'header': {
      const Heading = `h${headingLevel(el.level)}` as const;
      return <Heading className="article-body__header" dangerouslySetInnerHTML={inline(el.content)} />;
    }
    case 'oembed_response':
      return <ContentHtml className={`article-body__oembed article-body__oembed--${cssToken(el.subtype) || 'embed'}`} html={trusted(el.raw_oembed.html)} />;
    case 'table':
      return <BodyTable el={el} ctx={ctx} />;
    case 'quote':
      return <BodyQuote el={el} />;
    case 'video':
      return (
        <figure className="article-body__video">
          <ContentHtml className="article-body__video-embed" html={trusted(el.embed_html)} />
          {el.headlines?.basic ? <figcaption className="article-body__caption">{el.headlines.basic}</figcaption> : null}
        </figure>
      );
    case 'gallery':
      return <BodyGallery el={el} ctx={ctx} />;
    default:
      return null;
  }
}

function BodyImage({ el, ctx }: { el: AnsElement; ctx: BodyContext }) {
  const sizing = articleImageSizing(el.alignment);
  const image = resizedImage(el, { widths: sizing.widths, width: sizing.width, sizes: sizing.sizes, resizerBase: ctx.resizerBase });
  const credit = creditOf(el as Parameters<typeof creditOf>[0]);
  const href = safeHref(el.link);
  const img = (
    <ResizedImg image={image} className="article-body__image" sizes={sizing.sizes} alt={typeof el.alt_text === 'string' ? el.alt_text : ''} />
  );
  const hasCaption = el.subtitle || el.caption || credit;
  return (
    <figure className={`article-body__figure${sizing.floated ? ` article-body__figure--${el.alignment}` : ''}`}>
      {href ? <a href={href}>{img}</a> : img}
      {hasCaption ? (
        <figcaption className="article-body__caption">
          {el.subtitle ? <strong className="article-body__caption-title" dangerouslySetInnerHTML={inline(el.subtitle)} /> : null}
          {el.subtitle && el.caption ? ' ' : null}
          {el.caption ? <span dangerouslySetInnerHTML={inline(el.caption)} /> : null}
          {credit ? <span className="article-body__credit">{` ${ctx.t('photoCredit', { names: credit })}`}</span> : null}
        </figcaption>
      ) : null}
    </figure>
  );
}

interface ListEntry { key: string; html?: string; nested: AnsElement[] }

/** ANS puts a nested list after the item it belongs to; HTML wants it inside that item. */
export function listEntries(items: AnsElement[]): ListEntry[] {
  const entries: ListEntry[] = [];
  items.forEach((item, i) => {
    const key = String(item?._id ?? i);
    if (item?.type === 'list') {
      if (!Array.isArray(item.items) || !item.items.length) return;
      const last = entries[entries.length - 1];
      if (last) last.nested.push(item);
      else entries.push({ key, nested: [item] });
      return;
    }
    const content = item?.type === 'text' ? item.content : typeof item === 'string' ? item : undefined;
    if (typeof content === 'string' && content.trim()) entries.push({ key, html: sanitizeInlineHtml(content), nested: [] });
  });
  return entries;
}

function ListItems({ items }: { items: AnsElement[] }) {
  return listEntries(items).map((entry) => (
    <li key={entry.key}>
      {entry.html !== undefined ? <span dangerouslySetInnerHTML={{ __html: entry.html }} /> : null}
      {entry.nested.map((list, i) => <BodyList key={i} el={list} />)}
    </li>
  ));
}

function BodyList({ el }: { el: AnsElement }) {
  const items = Array.isArray(el.items) ? el.items : [];
  return el.list_type === 'ordered'
    ? <ol className="article-body__list"><ListItems items={items} /></ol>
    : <ul className="article-body__list"><ListItems items={items} /></ul>;
}

const cellHtml = (cell: unknown) => inline(typeof cell === 'string' ? cell : (cell as AnsElement | null)?.content);

function BodyTable({ el, ctx }: { el: AnsElement; ctx: BodyContext }) {
  const caption = typeof el.caption === 'string' && el.caption.trim() ? el.caption.trim() : undefined;
  return (
    // Focusable so keyboard users can scroll a wide table.
    <div className="article-body__table" role="region" aria-label={caption ?? ctx.t('table')} tabIndex={0}>
      <table>
        {caption ? <caption>{caption}</caption> : null}
        {Array.isArray(el.header) && el.header.length > 0 ? (
          <thead>
            <tr>{el.header.map((cell: unknown, i: number) => <th key={i} scope="col" dangerouslySetInnerHTML={cellHtml(cell)} />)}</tr>
          </thead>
        ) : null}
        <tbody>
          {el.rows.map((row: unknown, r: number) => (
            <tr key={r}>{(Array.isArray(row) ? row : []).map((cell: unknown, c: number) => <td key={c} dangerouslySetInnerHTML={cellHtml(cell)} />)}</tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function BodyQuote({ el }: { el: AnsElement }) {
  const pull = el.subtype === 'pullquote';
  const citation = typeof el.citation?.content === 'string' ? el.citation.content.trim() : '';
  const parts = (el.content_elements as AnsElement[]).map((part, i) => {
    if (part?.type === 'list') return <BodyList key={i} el={part} />;
    if (part?.type === 'text' && typeof part.content === 'string' && part.content.trim()) return <p key={i} dangerouslySetInnerHTML={inline(part.content)} />;
    return null;
  });
  return (
    <figure className={pull ? 'article-body__pullquote' : 'article-body__blockquote'}>
      <blockquote>{parts}</blockquote>
      {citation ? <figcaption className="article-body__citation">— <cite dangerouslySetInnerHTML={inline(citation)} /></figcaption> : null}
    </figure>
  );
}

function BodyGallery({ el, ctx }: { el: AnsElement; ctx: BodyContext }) {
  const slides = gallerySlides(el as { content_elements?: unknown[] }, ctx.resizerBase);
  const title = typeof el.headlines?.basic === 'string' && el.headlines.basic.trim() ? el.headlines.basic.trim() : ctx.t('gallery');
  return (
    <div className="article-body__gallery">
      <Carousel id={`gallery-${cssToken(el._id) || 'body'}`} label={title} labels={carouselLabels(ctx.lang)} enableAutoplay enableFullScreen>
        {galleryFigures(slides)}
      </Carousel>
    </div>
  );
}
