import { nothing, useAppContext, type FeatureProps, type FieldValues } from '../../engine/index.ts';
import { PromoByline, PromoDate, PromoHeadline, PromoImage, titleFor, useListItems } from '../../common/promo/index.ts';
import type { cardListFields } from './index.ts';
import { MAIN_IMAGE, SECONDARY_IMAGE } from './images.ts';

export default function CardList({ customFields: f }: FeatureProps<FieldValues<typeof cardListFields>>) {
  const { lang } = useAppContext();
  const items = useListItems();
  if (!items.length) return nothing('no stories with an address on this site');
  if (!f.showHeadline && !f.showImage) return nothing('headline and image are both turned off');
  const title = titleFor(f, lang);
  const level = title ? 3 : 2;
  const [main, ...rest] = items;
  const byline = f.showByline ? <PromoByline item={main} /> : null;
  const date = f.showDate ? <PromoDate item={main} /> : null;
  return (
    <section className="card-list">
      {title && <h2 className="card-list__title">{title}</h2>}
      <article className="card-list__main">
        {f.showHeadline && <PromoHeadline item={main} level={level} className="card-list__headline" />}
        {(byline || date) && <div className="promo-meta">{byline}{date}</div>}
        {f.showImage && <PromoImage item={main} image={MAIN_IMAGE} className="card-list__main-image" soleLink={!f.showHeadline} />}
      </article>
      {rest.length > 0 && (
        <ul className="card-list__items">
          {rest.map((item, i) => (
            <li key={item._id ?? i} className="card-list__item">
              {f.showHeadline && <PromoHeadline item={item} level={level} className="card-list__item-headline" />}
              {f.showImage && <PromoImage item={item} image={SECONDARY_IMAGE} className="card-list__item-image" soleLink={!f.showHeadline} />}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
