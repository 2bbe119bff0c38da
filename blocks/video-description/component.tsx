import { useAppContext, usePhrases } from '../../engine/index.ts';
import { dateSettings, displayDate } from '../../common/dates/index.ts';
import { resolvePageType } from '../../common/metadata/index.ts';
import { contentLang } from '../../common/content/content-language.ts';
import { relatedLinks, videoSummary } from './details.ts';
import './styles.css';

export default function VideoDescription() {
  const { globalContent, siteProperties, lang, site, pageType, requestUri } = useAppContext();
  const t = usePhrases();
  const headline: string | undefined = globalContent?.headlines?.basic?.trim();
  if (!headline) return null;
  const settings = dateSettings(siteProperties, lang);
  const date = displayDate(globalContent.display_date, { now: new Date(), lang: settings.lang, timeZone: settings.timeZone, format: settings.dateFormat });
  const summary = videoSummary(globalContent);
  const related = relatedLinks(globalContent, siteProperties.websiteDomain, site);
  // The page's title on a video page; a secondary heading anywhere else.
  const Heading = resolvePageType(pageType, globalContent, requestUri) === 'video' ? 'h1' : 'h2';
  const Sub = Heading === 'h1' ? 'h2' : 'h3';
  return (
    <section className="video-description">
      <Heading className="video-description__headline" lang={contentLang(globalContent, lang)}>{headline}</Heading>
      {date ? <time className="video-description__date" dateTime={date.iso}>{date.text}</time> : null}
      {summary ? <p className="video-description__summary" lang={contentLang(globalContent, lang)}>{summary}</p> : null}
      {related.length ? (
        <div className="video-description__related">
          <Sub className="video-description__related-title">{t('related')}</Sub>
          <ul className="video-description__related-list">
            {related.map((r) => (
              <li key={r.href}><a className="video-description__related-link" href={r.href}>{r.headline}</a></li>
            ))}
          </ul>
        </div>
      ) : null}
    </section>
  );
}
