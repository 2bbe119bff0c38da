import { nothing, useAppContext, type FeatureProps, type FieldValues } from '../../engine/index.ts';
import { PromoByline, PromoDate, PromoHeadline, PromoImage, showsOf, titleFor, useListItems } from '../../common/promo/index.ts';
import type { cardListFields } from './index.ts';
import { MAIN_IMAGE, SECONDARY_IMAGE } from './images.ts';
import './styles.css';

export default function CardList({ customFields: f }: FeatureProps<FieldValues<typeof cardListFields>>) {
  const shows = showsOf(f);
  const { lang } = useAppContext();
  const items = useListItems();
  if (!items.length) return nothing('no stories with an address on this site');
  if (!shows('headline') && !shows('image')) return nothing('headline and image are both turned off');
  const title = titleFor(f, lang);
  const level = title ? 3 : 2;
  const [main, ...rest] = items;
  const byline = shows('byline') ? <PromoByline item={main} /> : null;
  const date = shows('date') ? <PromoDate item={main} /> : null;
  return (
    <section className="card-list">
      {title && <h2 className="card-list__title">{title}</h2>}
      <article className="card-list__main">
        {shows('headline') && <PromoHeadline item={main} level={level} className="card-list__headline" />}
        {(byline || date) && <div className="promo-meta">{byline}{date}</div>}
        {shows('image') && <PromoImage item={main} image={MAIN_IMAGE} className="card-list__main-image" soleLink={!shows('headline')} />}
      </article>
      {rest.length > 0 && (
        <ul className="card-list__items">
          {rest.map((item, i) => (
            <li key={item._id ?? i} className="card-list__item">
              {shows('headline') && <PromoHeadline item={item} level={level} className="card-list__item-headline" />}
              {shows('image') && <PromoImage item={item} image={SECONDARY_IMAGE} className="card-list__item-image" soleLink={!shows('headline')} />}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
