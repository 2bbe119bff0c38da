import { useId } from 'react';
import { useAppContext, useContent, usePhrases, type FeatureProps, type FieldValues } from '../../engine/index.ts';
import { AuthorPhoto, AuthorSocialLinks, firstAuthor, socialLinks, type Author } from '../../common/metadata/index.ts';
import { dateSettings, displayDate } from '../../common/dates/index.ts';
import type { reporterProfileFields } from './index.ts';
import { FEED_SOURCE, PHOTO_WIDTH, PROFILE_NETWORKS, feedItems, feedQuery, upperByline } from './profile.ts';
import './styles.css';

export default function ReporterProfile({ customFields }: FeatureProps<FieldValues<typeof reporterProfileFields>>) {
  const { globalContent, site } = useAppContext();
  const t = usePhrases();
  const headingId = useId();
  const author = firstAuthor(globalContent);
  if (!author?.byline) return null;
  const links = socialLinks(author, PROFILE_NETWORKS);
  // On an author page the profile is the page's subject; on a story it sits below the headline.
  const Name = Array.isArray(globalContent?.authors) ? 'h1' : 'h2';
  const query = customFields.storiesCount > 0 ? feedQuery(author, customFields.storiesCount, site) : undefined;
  return (
    <section className="reporter-profile" aria-labelledby={headingId}>
      <div className="reporter-profile__card">
        {author.image ? <AuthorPhoto image={author.image} width={PHOTO_WIDTH} className="reporter-profile__photo" /> : null}
        <div className="reporter-profile__text">
          <Name id={headingId} className="reporter-profile__byline">{author.byline}</Name>
          {author.role ? <p className="reporter-profile__role">{author.role}</p> : null}
          {author.bio ? <p className="reporter-profile__bio">{author.bio}</p> : null}
          <AuthorSocialLinks links={links} block="reporter-profile" byline={author.byline} t={t} />
        </div>
      </div>
      {query ? <LatestStories author={author} query={query} count={customFields.storiesCount} heading={Name === 'h1' ? 'h2' : 'h3'} /> : null}
    </section>
  );
}

function LatestStories({ author, query, count, heading: Heading }: { author: Author; query: Record<string, unknown>; count: number; heading: 'h2' | 'h3' }) {
  const { globalContent, site, siteProperties, lang } = useAppContext();
  const t = usePhrases();
  const feed = useContent(FEED_SOURCE, query);
  const items = feedItems(feed, site, globalContent?._id, count);
  if (!items.length) return null;
  const settings = dateSettings(siteProperties, lang);
  const now = new Date();
  return (
    <div className="reporter-profile__latest">
      <Heading className="reporter-profile__latest-title">{t('latest', { byline: upperByline(author.byline, lang) })}</Heading>
      <ul className="reporter-profile__stories">
        {items.map((item) => {
          const date = displayDate(item.date, { now, lang: settings.lang, timeZone: settings.timeZone, format: settings.dateFormat });
          return (
            <li key={item.id} className="reporter-profile__story">
              <a className="reporter-profile__story-link" href={item.url}>{item.headline}</a>
              {date ? <time className="reporter-profile__story-date" dateTime={date.iso}>{date.text}</time> : null}
            </li>
          );
        })}
      </ul>
    </div>
  );
}
