import type { CSSProperties } from 'react';
import { nothing, useAppContext, useFieldContent, type FeatureProps, type FieldValues } from '../../engine/index.ts';
import { PromoHeadline, PromoOverline, showsOf } from '../../common/promo/index.ts';
import { HeroPicture, HOME_SUBHERO_PICTURE, StoryFlags, storiesForSite, storyWindow } from '../../common/promo-sizes/index.ts';
import type { homeSubheroesFields } from './index.ts';
import './styles.css';

/** Most columns on wide screens: more stories wrap to a second row. */
const MAX_COLUMNS = 4;

export default function HomeSubheroes({ customFields: f }: FeatureProps<FieldValues<typeof homeSubheroesFields>>) {
  const shows = showsOf(f);
  const { site } = useAppContext();
  const content = useFieldContent('content');
  if (!f.content) return nothing('home subheroes need a content config: choose a collection or story feed');
  const items = storyWindow(storiesForSite(content, site), f.offsetOverride ?? 0, f.count);
  if (!items.length) return nothing('no stories with an address on this site');
  if (!shows('headline') && !shows('image')) return nothing('headline and image are both turned off');
  const columns = { '--home-subheroes-columns': Math.min(items.length, MAX_COLUMNS) } as CSSProperties;
  return (
    <div className="home-subheroes">
      <ul className="home-subheroes__list" style={columns}>
        {items.map((item, i) => (
          <li key={item._id ?? i} className="home-subheroes__item">
            <article className="home-subheroes__story">
              <div className="home-subheroes__text">
                {shows('overline') && <PromoOverline item={item} />}
                {shows('headline') && <StoryFlags item={item} />}
                {shows('headline') && <PromoHeadline item={item} level={2} />}
              </div>
              {shows('image') && <HeroPicture item={item} spec={HOME_SUBHERO_PICTURE} className="home-subheroes__image" soleLink={!shows('headline')} />}
            </article>
          </li>
        ))}
      </ul>
    </div>
  );
}
