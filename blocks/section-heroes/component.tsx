import { nothing, useAppContext, useComponentContext, useFieldContent, type FeatureProps, type FieldValues } from '../../engine/index.ts';
import {
  PromoByline, PromoDate, PromoDescription, PromoHeadline, PromoOverline, showsOf, titleFor, type PromoItem,
} from '../../common/promo/index.ts';
import {
  HeroPicture, SECTION_HERO_ITEM_PICTURE, SECTION_HERO_LEAD_PICTURE, StoryFlags, storiesForSite, type PictureSpec,
} from '../../common/promo-sizes/index.ts';
import type { sectionHeroesFields } from './index.ts';
import './styles.css';

type Fields = FieldValues<typeof sectionHeroesFields>;

/**
 * Every story is in the markup; which show is CSS's job (lead plus 4 in 2 rows of 2 from the tablet
 * width 1024, all of them below it), so the layout follows the window with no JS.
 */
export default function SectionHeroes({ customFields: f }: FeatureProps<Fields>) {
  const shows = showsOf(f);
  const { site, lang } = useAppContext();
  const { id } = useComponentContext();
  const items = storiesForSite(useFieldContent('content'), site);
  if (!items.length) return nothing('no stories with an address on this site');
  if (!shows('headline') && !shows('image')) return nothing('headline and image are both turned off');
  const title = titleFor(f, lang);
  const href = f.Redirect_URL?.trim();
  const titleId = `${id}-title`;
  const level = title ? 3 : 2;
  return (
    <section className="section-heroes" aria-labelledby={title ? titleId : undefined}>
      {title && (
        <h2 className="section-heroes__title" id={titleId}>
          {href ? <a className="section-heroes__title-link" href={href}>{title}</a> : title}
        </h2>
      )}
      <ul className="section-heroes__list">
        {items.map((item, i) => (
          <li key={item._id ?? i} className={i === 0 ? 'section-heroes__item section-heroes__item--lead' : 'section-heroes__item'}>
            <Hero item={item} f={f} level={level} lead={i === 0} />
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The lead shows every part; the others image, flags, headline and date. */
function Hero({ item, f, level, lead }: { item: PromoItem; f: Fields; level: 2 | 3; lead: boolean }) {
  const shows = showsOf(f);
  const spec: PictureSpec = lead ? SECTION_HERO_LEAD_PICTURE : SECTION_HERO_ITEM_PICTURE;
  const byline = lead && shows('byline') ? <PromoByline item={item} /> : null;
  const date = shows('date') ? <PromoDate item={item} /> : null;
  return (
    <article className="section-heroes__story">
      <div className="section-heroes__text">
        {lead && shows('overline') && <PromoOverline item={item} />}
        {shows('headline') && <StoryFlags item={item} />}
        {shows('headline') && <PromoHeadline item={item} level={level} />}
        {lead && shows('description') && <PromoDescription item={item} />}
        {(byline || date) && <div className="promo-meta">{byline}{date}</div>}
      </div>
      {shows('image') && <HeroPicture item={item} spec={spec} className="section-heroes__image" soleLink={!shows('headline')} />}
    </article>
  );
}
