import { nothing, useAppContext, type FeatureProps, type FieldValues } from '../../engine/index.ts';
import { PromoDate, PromoHeadline, PromoImage, showsOf, titleFor, type ImageSpec, useListItems } from '../../common/promo/index.ts';
import type { articleListFields } from './index.ts';
import './styles.css';

/** Card images: 274 wide, ratio 1.5. */
export const ARTICLE_LIST_IMAGE: ImageSpec = { widths: [274, 548], width: 274, ratio: '3:2', sizes: '(min-width: 768px) 137px, 33vw' };

export default function ArticleList({ customFields }: FeatureProps<FieldValues<typeof articleListFields>>) {
  const shows = showsOf(customFields);
  const { lang } = useAppContext();
  const items = useListItems();
  if (!items.length) return nothing('no stories with an address on this site');
  if (!shows('headline') && !shows('image')) return nothing('headline and image are both turned off');
  const title = titleFor(customFields, lang);
  const numbered = customFields.showNumber === true;
  const List = numbered ? 'ol' : 'ul';
  return (
    <section className={numbered ? 'article-list article-list--numbered' : 'article-list'}>
      {title && <h2 className="article-list__title">{title}</h2>}
      <List className="article-list__items">
        {items.map((item, i) => (
          <li key={item._id ?? i} className="article-list__item">
            {numbered && <span className="article-list__number" aria-hidden="true">{i + 1}</span>}
            <div className="article-list__text">
              {shows('headline') && <PromoHeadline item={item} level={title ? 3 : 2} className="article-list__headline" />}
              {shows('date') && <PromoDate item={item} className="article-list__date" />}
            </div>
            {shows('image') && <PromoImage item={item} image={ARTICLE_LIST_IMAGE} className="article-list__image" soleLink={!shows('headline')} />}
          </li>
        ))}
      </List>
    </section>
  );
}
