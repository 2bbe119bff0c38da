/** Pieces the promo and hero blocks add to common/promo's card pieces: story flags, new-tab text, hero pictures. */
import { useAppContext, usePhrases } from '../../engine/index.ts';
import { headlineOf, storyUrl, ThumbnailImg, type PromoItem } from '../promo/index.ts';
import { flagsOf } from './flags.ts';
import { buildPicture, type PictureSpec } from './picture.ts';
import { useAmp } from '../amp/img.tsx';
import './promo-sizes.css';

/**
 * Updated (green) and breaking flags of a story. Texts come from the story, else the block's phrases
 * `updated` / `breaking` (every block using this has them in its phrases.json).
 */
export function StoryFlags({ item }: { item: PromoItem }) {
  const t = usePhrases();
  const flags = flagsOf(item);
  if (!flags.length) return null;
  return (
    <p className="promo-flags">
      {flags.map((f) => {
        const cls = `promo-flag promo-flag--${f.kind}`;
        const text = f.text ?? t(f.kind);
        return f.url ? <a key={f.kind} className={cls} href={f.url}>{text}</a> : <span key={f.kind} className={cls}>{text}</span>;
      })}
    </p>
  );
}

/** "External links open in a new tab with hidden text 'Opens in new window'" (phrase `newWindow`). */
export function NewWindowText() {
  const t = usePhrases();
  return <span className="visually-hidden">{` (${t('newWindow')})`}</span>;
}

/** target/rel of a link that opens in a new tab (rel keeps the opened page from reaching back to this one). */
export const newTabProps = (newTab: boolean | undefined) => (newTab ? { target: '_blank', rel: 'noopener noreferrer' } : {});

/**
 * A hero image as <picture> linked to the story (same link rule as PromoImage: out of the tab order when the
 * headline links too; the card's link, named by the headline, when it is the only one).
 */
export function HeroPicture({ item, spec, className, soleLink = false, eager = false }: {
  item: PromoItem;
  spec: PictureSpec;
  className?: string;
  soleLink?: boolean;
  /** The page's largest image (home hero): load at once, with high priority. */
  eager?: boolean;
}) {
  const { site, siteProperties } = useAppContext();
  const amp = useAmp();
  const pic = buildPicture(item, spec, siteProperties);
  if (!pic) return null;
  const url = storyUrl(item, site);
  const alt = soleLink && url && !pic.alt ? headlineOf(item) : pic.alt;
  const img = <ThumbnailImg thumb={pic} sizes={pic.sizes} alt={alt} eager={eager} />;
  // AMP has no <picture>: its amp-img picks from the <img> candidates alone.
  const picture = pic.sources.length && !amp
    ? <picture>{pic.sources.map((s) => <source key={s.media ?? ''} media={s.media} srcSet={s.srcSet} sizes={s.sizes} />)}{img}</picture>
    : img;
  return (
    <div className={className ? `promo-image ${className}` : 'promo-image'}>
      {!url ? picture : soleLink ? <a href={url}>{picture}</a> : <a href={url} tabIndex={-1} aria-hidden="true">{picture}</a>}
    </div>
  );
}
