import type { CSSProperties } from 'react';
import { nothing, type FeatureProps, type FieldValues } from '../../engine/index.ts';
import {
  PromoByline, PromoDate, PromoDescription, PromoHeadline, PromoImage, PromoOverline, showsOf, type CardPart, type PromoItem, useListItems } from '../../common/promo/index.ts';
import { isolateContentHtml } from '../../common/content/content-html.ts';
import { ContentHtml } from '../../common/amp/content-html.tsx';
import type { topTableListFields } from './index.ts';
import { splitTiers, storiesPerRow, TIER_SUFFIX, tierImage, totalCount, videoEmbedOf, type Tier } from './tiers.ts';
import './styles.css';

type Fields = FieldValues<typeof topTableListFields>;

/** What each tier draws (before the show toggles): smaller tiers carry less text. */
const TIER_ELEMENTS: Record<Tier, ReadonlySet<CardPart>> = {
  extraLarge: new Set(['overline', 'headline', 'image', 'description', 'byline', 'date']),
  large: new Set(['overline', 'headline', 'image', 'description', 'byline', 'date']),
  medium: new Set(['headline', 'image', 'description', 'byline', 'date']),
  small: new Set(['headline', 'image']),
};

export default function TopTableList({ customFields }: FeatureProps<Fields>) {
  const items = useListItems();
  if (!items.length) return nothing('no stories with an address on this site');
  if (totalCount(customFields) === 0) return nothing('every tier is set to 0 stories');
  const tiers = splitTiers(items, customFields, customFields.offsetOverride);
  if (!tiers.length) return nothing(`the feed has no stories after skipping ${customFields.offsetOverride}`);
  const perRow = storiesPerRow(customFields.storiesPerRowSM);
  return (
    <div className={`top-table-list${showsOf(customFields)('bottomBorder') ? ' top-table-list--bordered' : ''}`}>
      {tiers.map(({ tier, items: tierItems }) => (
        <div
          key={tier}
          className={`top-table-list__tier top-table-list__tier--${tier}`}
          style={tier === 'small' ? ({ '--top-table-list-per-row': perRow } as CSSProperties) : undefined}
        >
          {tierItems.map((item, i) => <TierCard key={item._id ?? i} item={item} tier={tier} fields={customFields} />)}
        </div>
      ))}
    </div>
  );
}

function TierCard({ item, tier, fields }: { item: PromoItem; tier: Tier; fields: Fields }) {
  const shows = showsOf(fields);
  const on = (e: CardPart) => TIER_ELEMENTS[tier].has(e) && shows(e);
  const suffix = TIER_SUFFIX[tier];
  // PlayVideoInPlace: the video's own player in place of its image (the headline still links to it).
  const embed = fields[`playVideoInPlace${suffix}`] ? videoEmbedOf(item) : undefined;
  // The embed as written but for its ids and names, which could shadow the page's own (common/content/content-html.ts).
  const media = embed
    ? <ContentHtml className="top-table-list__video" html={isolateContentHtml(embed)} />
    : on('image')
      ? <PromoImage item={item} image={tierImage(tier, fields[`imageRatio${suffix}`])} className="top-table-list__image" soleLink={!on('headline')} />
      : null;
  const byline = on('byline') ? <PromoByline item={item} /> : null;
  const date = on('date') ? <PromoDate item={item} /> : null;
  const position = tier === 'small' ? ` top-table-list__card--image-${fields.imagePositionSM}` : '';
  return (
    <article className={`top-table-list__card top-table-list__card--${tier}${position}`}>
      <div className="top-table-list__text">
        {on('overline') && <PromoOverline item={item} />}
        {on('headline') && <PromoHeadline item={item} level={2} className="top-table-list__headline" />}
        {on('description') && <PromoDescription item={item} />}
        {(byline || date) && <div className="promo-meta">{byline}{date}</div>}
      </div>
      {media}
    </article>
  );
}
