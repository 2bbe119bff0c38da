import { defineFeature, field, fields } from '../../engine/index.ts';
import { listContentField, showToggles, withoutFeatureFilter } from '../../common/promo/index.ts';
import { CARD_TEXT, PRIMARY_SECTION, listItem, siteSection } from '../../common/content/selections.ts';
import TopTableList from './component.tsx';
import { DEFAULT_IMAGE_POSITION_SM, DEFAULT_RATIOS, IMAGE_POSITIONS, IMAGE_RATIOS, STORIES_PER_ROW, type Tier } from './tiers.ts';

/** Tiers show cards with overlines (section, label, sponsor) and play videos in place. */
const tableItem = (site: string) =>
  listItem(site, ...CARD_TEXT, ...siteSection(site), ...PRIMARY_SECTION, 'label', 'owner.sponsored', 'embed_html', 'promo_items.lead_art.type', 'promo_items.lead_art.embed_html');

const tierCount = (en: string, mi: string) =>
  field.number({ label: { en, mi }, integer: true, minimum: 0, default: 0, group: 'Stories per tier' });
const playInPlace = (en: string, mi: string) =>
  field.boolean({ label: { en: `${en}: play video in place`, mi: `${mi}: pūrei ataata i konei` }, default: false, group: 'Video' });
const ratio = (tier: Tier, en: string, mi: string) =>
  field.select(IMAGE_RATIOS, { label: { en: `${en}: image ratio`, mi: `${mi}: ōwehenga whakaahua` }, default: DEFAULT_RATIOS[tier], group: 'Image' });

export const topTableListFields = fields({
  content: listContentField(tableItem),
  extraLarge: tierCount('Extra large stories', 'Ngā kōrero rahi rawa'),
  large: tierCount('Large stories', 'Ngā kōrero rahi'),
  medium: tierCount('Medium stories', 'Ngā kōrero waenga'),
  small: tierCount('Small stories', 'Ngā kōrero iti'),
  offsetOverride: field.number({
    label: { en: 'Skip the first stories', mi: 'Hipa i ngā kōrero tuatahi' },
    description: 'How many stories of the feed to leave out before the first tier',
    integer: true, minimum: 0, default: 0,
  }),
  storiesPerRowSM: field.number({
    label: { en: 'Small stories per row', mi: 'Ngā kōrero iti i ia rārangi' },
    integer: true, minimum: STORIES_PER_ROW.min, maximum: STORIES_PER_ROW.max, default: STORIES_PER_ROW.default, group: 'Small',
  }),
  imagePositionSM: field.select(IMAGE_POSITIONS, {
    label: { en: 'Small stories: image position', mi: 'Ngā kōrero iti: tūnga whakaahua' }, default: DEFAULT_IMAGE_POSITION_SM, group: 'Small',
  }),
  playVideoInPlaceXL: playInPlace('Extra large', 'Rahi rawa'),
  playVideoInPlaceLG: playInPlace('Large', 'Rahi'),
  playVideoInPlaceMD: playInPlace('Medium', 'Waenga'),
  playVideoInPlaceSM: playInPlace('Small', 'Iti'),
  imageRatioXL: ratio('extraLarge', 'Extra large', 'Rahi rawa'),
  imageRatioLG: ratio('large', 'Large', 'Rahi'),
  imageRatioMD: ratio('medium', 'Medium', 'Waenga'),
  imageRatioSM: ratio('small', 'Small', 'Iti'),
  ...showToggles,
});

export default defineFeature({
  name: 'top-table-list',
  label: { en: 'Top Table List', mi: 'Rārangi Kōrero Matua' },
  group: 'Lists',
  description: 'Stories in mixed-size tiers: extra large, large, medium, then rows of small ones.',
  fields: topTableListFields,
  // Older stored configs name a feature marker; the field's selection replaced it.
  migrate: withoutFeatureFilter(),
  // Not an island: a video played in place is the embed's own player (native controls), no JS of ours.
  component: TopTableList,
});
