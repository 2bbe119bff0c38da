import { nothing, useAppContext, type FeatureProps, type FieldValues } from '../../engine/index.ts';
import { PromoHeadline, PromoImage, showsOf, titleFor, type ImageSpec, useListItems } from '../../common/promo/index.ts';
import type { numberedListFields } from './index.ts';
import './styles.css';

/** "numbered list 137/274/548 (274, ratio 3:2)". */
export const NUMBERED_LIST_IMAGE: ImageSpec = { widths: [137, 274, 548], width: 274, ratio: '3:2', sizes: '137px' };

export default function NumberedList({ customFields }: FeatureProps<FieldValues<typeof numberedListFields>>) {
  const shows = showsOf(customFields);
  const { lang } = useAppContext();
  const items = useListItems();
  if (!items.length) return nothing('no stories with an address on this site');
  if (!shows('headline') && !shows('image')) return nothing('headline and image are both turned off');
  const title = titleFor(customFields, lang);
  return (
    <section className="numbered-list">
      {title && <h2 className="numbered-list__title">{title}</h2>}
      <ol className="numbered-list__items">
        {items.map((item, i) => (
          <li key={item._id ?? i} className="numbered-list__item">
            {/* The ol already numbers the items for assistive technology; this is the visible rank. */}
            <span className="numbered-list__rank" aria-hidden="true">{i + 1}</span>
            {shows('headline') && <PromoHeadline item={item} level={title ? 3 : 2} className="numbered-list__headline" />}
            {shows('image') && <PromoImage item={item} image={NUMBERED_LIST_IMAGE} className="numbered-list__image" soleLink={!shows('headline')} />}
          </li>
        ))}
      </ol>
    </section>
  );
}
