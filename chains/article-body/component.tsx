import { Fragment } from 'react';
import { nothing, useAppContext, usePhrases, type ChainProps, type FieldValues } from '../../engine/index.ts';
import { resizerBaseOf } from '../../common/gallery/index.ts';
import type { articleBodyFields } from './index.ts';
import { renderElement, type BodyContext } from './elements.tsx';
import { planBody } from './rules.ts';
import './styles.css';

/** The story body from the page content, with the chain's blocks (inline ads) after the configured paragraph. */
export default function ArticleBody({ customFields, children }: ChainProps<FieldValues<typeof articleBodyFields>>) {
  const { globalContent, siteProperties, lang, isAdmin } = useAppContext();
  const t = usePhrases();
  const plan = planBody(globalContent?.content_elements, { location: globalContent?.location, inlineAdParagraph: customFields.inlineAdParagraph });
  if (plan.elements.length === 0) return nothing(t('noBody'));

  const ctx: BodyContext = { t, lang, resizerBase: resizerBaseOf(siteProperties) };
  const ads = children.length > 0 ? <div className="article-body__inline-ads">{children}</div> : null;
  const language = globalContent?.language === 'mi' || globalContent?.language === 'en' ? globalContent.language : undefined;
  return (
    <div className="article-body" lang={language !== lang ? language : undefined}>
      {plan.elements.map((item, i) => (
        <Fragment key={item.key}>
          {renderElement(item.element, item.html, ctx)}
          {i === plan.adsAfter ? ads : null}
        </Fragment>
      ))}
      {isAdmin && ads && plan.adsAfter === null ? (
        // Editors still see (and can configure) the blocks readers will not get on this story.
        <div className="article-body__admin-note">
          <p>{t('adsNotPlaced', { n: customFields.inlineAdParagraph, total: plan.textParagraphs })}</p>
          {ads}
        </div>
      ) : null}
    </div>
  );
}
