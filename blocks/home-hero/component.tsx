import { nothing, useAppContext, useFieldContent, type FeatureProps, type FieldValues } from '../../engine/index.ts';
import { PromoByline, PromoDate, PromoDescription, PromoHeadline, PromoOverline, showsOf } from '../../common/promo/index.ts';
import { firstStoryForSite, HeroPicture, HOME_HERO_PICTURE, StoryFlags } from '../../common/promo-sizes/index.ts';
import type { homeHeroFields } from './index.ts';
import './styles.css';

export default function HomeHero({ customFields: f }: FeatureProps<FieldValues<typeof homeHeroFields>>) {
  const shows = showsOf(f);
  const { site } = useAppContext();
  const item = firstStoryForSite(useFieldContent('content'), site);
  if (!item) return nothing('no story with an address on this site');
  if (!shows('headline') && !shows('image')) return nothing('headline and image are both turned off');
  const byline = shows('byline') ? <PromoByline item={item} /> : null;
  const date = shows('date') ? <PromoDate item={item} /> : null;
  return (
    <article className="home-hero">
      <div className="home-hero__inner">
        <div className="home-hero__text">
          {shows('overline') && <PromoOverline item={item} />}
          {shows('headline') && <StoryFlags item={item} />}
          {shows('headline') && <PromoHeadline item={item} level={2} />}
          {shows('description') && <PromoDescription item={item} />}
          {(byline || date) && <div className="promo-meta">{byline}{date}</div>}
        </div>
        {/* The page's largest image: loaded at once (never lazy), the browser picks 800, 1024 or 1440. */}
        {shows('image') && <HeroPicture item={item} spec={HOME_HERO_PICTURE} className="home-hero__image" soleLink={!shows('headline')} eager />}
      </div>
    </article>
  );
}
