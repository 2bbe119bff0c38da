import { nothing, useAppContext, useFieldContent, type FeatureProps, type FieldValues } from '../../engine/index.ts';
import { itemsForSite, PromoHeadline, PromoImage, titleFor, type PromoItem } from '../../common/promo/index.ts';
import type { trendingStoriesFields } from './index.ts';
import { LABEL_SEPARATOR, missingSettings, TRENDING_IMAGE, trendingLabel } from './trending.ts';
import './styles.css';

type Fields = FieldValues<typeof trendingStoriesFields>;

export default function TrendingStories({ customFields }: FeatureProps<Fields>) {
  const { site, lang } = useAppContext();
  const feed = useFieldContent<{ content_elements?: PromoItem[] }>('content');
  const missing = missingSettings(customFields);
  if (missing.length) return nothing(`needs ${missing.join(', ')}`);
  const items = itemsForSite(feed?.content_elements, site);
  if (!items.length) return nothing('no stories with an address on this site');
  return (
    <section className="trending-stories">
      <h2 className="trending-stories__title">{titleFor(customFields, lang)}</h2>
      <ol className="trending-stories__items">
        {items.map((item, i) => (
          <li key={item._id ?? i} className="trending-stories__item">
            {/* The ol numbers the items for assistive technology; this is the visible rank. */}
            <span className="trending-stories__rank" aria-hidden="true">{i + 1}</span>
            <div className="trending-stories__text">
              <Label item={item} site={site} lang={lang} hideTag={customFields.hideTag} />
              <PromoHeadline item={item} level={3} className="trending-stories__headline" />
            </div>
            {!customFields.hideImage && <PromoImage item={item} image={TRENDING_IMAGE} className="trending-stories__image" />}
          </li>
        ))}
      </ol>
    </section>
  );
}

function Label({ item, site, lang, hideTag }: { item: PromoItem; site: string; lang: 'en' | 'mi'; hideTag: boolean }) {
  const parts = trendingLabel(item, site, lang, hideTag);
  if (!parts.length) return null;
  return (
    <p className="trending-stories__label">
      {parts.map((p, i) => (
        <span key={i}>
          {i > 0 && LABEL_SEPARATOR}
          {p.href ? <a href={p.href}>{p.text}</a> : p.text}
        </span>
      ))}
    </p>
  );
}
