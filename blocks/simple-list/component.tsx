import { nothing, useAppContext, type FeatureProps, type FieldValues } from '../../engine/index.ts';
import { PromoHeadline, PromoImage, showsOf, titleFor, type ImageSpec, useListItems } from '../../common/promo/index.ts';
import type { simpleListFields } from './index.ts';
import './styles.css';

/** "simple list 274/548/1096"; card images 274 wide, ratio 1.5. */
export const SIMPLE_LIST_IMAGE: ImageSpec = { widths: [274, 548, 1096], width: 274, ratio: '3:2', sizes: '274px' };

export default function SimpleList({ customFields }: FeatureProps<FieldValues<typeof simpleListFields>>) {
  const shows = showsOf(customFields);
  const { lang } = useAppContext();
  const items = useListItems();
  if (!items.length) return nothing('no stories with an address on this site');
  if (!shows('headline') && !shows('image')) return nothing('headline and image are both turned off');
  const title = titleFor(customFields, lang);
  return (
    <section className="simple-list">
      {title && <h2 className="simple-list__title">{title}</h2>}
      <ul className="simple-list__items">
        {items.map((item, i) => (
          <li key={item._id ?? i} className="simple-list__item">
            {shows('image') && <PromoImage item={item} image={SIMPLE_LIST_IMAGE} className="simple-list__image" soleLink={!shows('headline')} />}
            {shows('headline') && <PromoHeadline item={item} level={title ? 3 : 2} className="simple-list__headline" />}
          </li>
        ))}
      </ul>
    </section>
  );
}
