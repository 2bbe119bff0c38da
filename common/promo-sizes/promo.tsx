/**
 * The promo card of each size, automatic (a story from a content config) and manual (editor-written):
 * small = headline + image; medium adds description, byline and date; large and extra-large add the overline
 * (extra-large shows its image full width under the headline). What a size draws is PROMO_PARTS; the show
 * toggles then turn parts off (common/promo/show.ts: a missing toggle counts as shown).
 */
import { useAppContext, useContent } from '../../engine/index.ts';
import {
  isShown, PromoByline, PromoDate, PromoDescription, PromoHeadline, PromoImage, PromoOverline, thumbnailOf, ThumbnailImg,
  type CardPart, type CardShow, type PromoItem,
} from '../promo/index.ts';
import { manualImageItem, type ManualImageValues } from './manual.ts';
import { NewWindowText, newTabProps, StoryFlags } from './parts.tsx';
import { partsOf, promoImageSpec, MANUAL_DEFAULT_RATIO, type PromoSize } from './sizes.ts';

export interface PromoShow extends CardShow {
  bottomBorder?: boolean;
}

/** Whether a promo of `size` draws `part` with these toggles. */
const drawsPart = (size: PromoSize, manual: boolean, show: PromoShow, part: CardPart) => partsOf(size, manual).includes(part) && isShown(show[part]);

/** `block` is the block's name, so its own styles.css can address it. */
const cardClass = (block: string, size: PromoSize, show: PromoShow) =>
  `${block} promo-sizes promo-sizes--${size}${isShown(show.bottomBorder) ? ' promo-sizes--border' : ''}`;

/** Whether an automatic promo with these toggles can show anything (else the block renders nothing). */
export const showsAnything = (size: PromoSize, show: PromoShow) =>
  drawsPart(size, false, show, 'headline') || drawsPart(size, false, show, 'image');

export function AutomaticPromo({ block, size, item, show, imageRatio }: { block: string; size: PromoSize; item: PromoItem; show: PromoShow; imageRatio?: string }) {
  const on = (part: CardPart) => drawsPart(size, false, show, part);
  const image = on('image')
    ? <PromoImage item={item} image={promoImageSpec(size, imageRatio)} className="promo-sizes__image" soleLink={!on('headline')} />
    : null;
  const byline = on('byline') ? <PromoByline item={item} /> : null;
  const date = on('date') ? <PromoDate item={item} /> : null;
  return (
    <article className={cardClass(block, size, show)}>
      <div className="promo-sizes__text">
        {on('overline') && <PromoOverline item={item} />}
        {on('headline') && <StoryFlags item={item} />}
        {on('headline') && <PromoHeadline item={item} level={2} />}
        {size === 'extra-large' && image}
        {on('description') && <PromoDescription item={item} />}
        {(byline || date) && <div className="promo-meta">{byline}{date}</div>}
      </div>
      {size !== 'extra-large' && image}
    </article>
  );
}

export interface ManualValues extends ManualImageValues {
  headline?: string;
  description?: string;
  overline?: string;
  overlineURL?: string;
  linkURL?: string;
  newTab?: boolean;
  imageRatio?: string;
}

const clean = (s: string | undefined) => s?.trim() ?? '';

/** What a manual promo would show with its toggles: false means the block renders nothing. */
export function manualShowsAnything(size: PromoSize, v: ManualValues, show: PromoShow): boolean {
  const on = (part: CardPart) => drawsPart(size, true, show, part);
  return (on('headline') && !!clean(v.headline)) || (on('image') && !!clean(v.imageURL));
}

export function ManualPromo({ block, size, values, show, signedHash }: { block: string; size: PromoSize; values: ManualValues; show: PromoShow; signedHash?: string }) {
  const on = (part: CardPart) => drawsPart(size, true, show, part);
  const link = clean(values.linkURL);
  const headline = on('headline') ? clean(values.headline) : '';
  const description = on('description') ? clean(values.description) : '';
  const overline = on('overline') ? clean(values.overline) : '';
  const overlineURL = clean(values.overlineURL);
  const tab = newTabProps(values.newTab);
  const image = on('image')
    ? <ManualImage size={size} values={values} signedHash={signedHash} link={link} soleLink={!headline} headline={clean(values.headline)} />
    : null;
  return (
    <article className={cardClass(block, size, show)}>
      <div className="promo-sizes__text">
        {overline && (overlineURL ? <a className="promo-overline" href={overlineURL}>{overline}</a> : <span className="promo-overline">{overline}</span>)}
        {headline && (
          <h2 className="promo-headline">
            {link ? <a className="promo-headline__link" href={link} {...tab}>{headline}{values.newTab && <NewWindowText />}</a> : headline}
          </h2>
        )}
        {size === 'extra-large' && image}
        {description && <p className="promo-description">{description}</p>}
      </div>
      {size !== 'extra-large' && image}
    </article>
  );
}

/** A manual promo image whose resizer token comes from the signing service (declared in the block's content). */
export function SignedManualPromo({ imageId, ...props }: { block: string; size: PromoSize; values: ManualValues; show: PromoShow; imageId: string }) {
  const signed = useContent<{ hash?: string }>('signing-service', { id: imageId });
  return <ManualPromo {...props} signedHash={signed?.hash} />;
}

function ManualImage({ size, values, signedHash, link, soleLink, headline }: {
  size: PromoSize; values: ManualValues; signedHash?: string; link: string; soleLink: boolean; headline: string;
}) {
  const { siteProperties } = useAppContext();
  const item = manualImageItem(values, signedHash);
  const spec = promoImageSpec(size, values.imageRatio, MANUAL_DEFAULT_RATIO);
  const thumb = item && thumbnailOf(item, { ...spec, siteProperties });
  if (!thumb) return null;
  // The image is decorative beside a linked headline; alone, it is the link and the headline names it.
  const alt = thumb.isFallback ? thumb.alt : soleLink ? headline : '';
  const img = <ThumbnailImg thumb={thumb} sizes={spec.sizes} alt={alt} />;
  const tab = newTabProps(values.newTab);
  return (
    <div className="promo-image promo-sizes__image">
      {!link ? img : soleLink
        ? <a href={link} {...tab}>{img}{values.newTab && <NewWindowText />}</a>
        : <a href={link} tabIndex={-1} aria-hidden="true" {...tab}>{img}</a>}
    </div>
  );
}
