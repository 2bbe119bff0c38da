import { nothing, useAppContext, useFieldContent, type FeatureProps, type FieldValues } from '../../engine/index.ts';
import { PromoByline, PromoDate, PromoDescription, PromoHeadline, PromoOverline } from '../../common/promo/index.ts';
import { firstStoryForSite, HeroPicture, HOME_HERO_PICTURE, StoryFlags } from '../../common/promo-sizes/index.ts';
import type { homeHeroFields } from './index.ts';

export default function HomeHero({ customFields: f }: FeatureProps<FieldValues<typeof homeHeroFields>>) {
  const { site } = useAppContext();
  const item = firstStoryForSite(useFieldContent('content'), site);
  if (!item) return nothing('no story with an address on this site');
  if (!f.showHeadline && !f.showImage) return nothing('headline and image are both turned off');
  const byline = f.showByline ? <PromoByline item={item} /> : null;
  const date = f.showDate ? <PromoDate item={item} /> : null;
  return (
    <article className="home-hero">
      <div className="home-hero__inner">
        <div className="home-hero__text">
          {f.showOverline && <PromoOverline item={item} />}
          {f.showHeadline && <StoryFlags item={item} />}
          {f.showHeadline && <PromoHeadline item={item} level={2} />}
          {f.showDescription && <PromoDescription item={item} />}
          {(byline || date) && <div className="promo-meta">{byline}{date}</div>}
        </div>
        {/* The page's largest image: loaded at once (never lazy), the browser picks 800, 1024 or 1440. */}
        {f.showImage && <HeroPicture item={item} spec={HOME_HERO_PICTURE} className="home-hero__image" soleLink={!f.showHeadline} eager />}
      </div>
    </article>
  );
}
