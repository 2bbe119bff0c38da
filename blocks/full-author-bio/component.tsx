import { useAppContext, usePhrases } from '../../engine/index.ts';
import { AuthorPhoto, AuthorSocialLinks } from '../../common/metadata/index.ts';
import { fullBio } from './bio.ts';
import './styles.css';

const PHOTO_WIDTH = 100;

export default function FullAuthorBio() {
  const { globalContent } = useAppContext();
  const t = usePhrases();
  const bio = fullBio(globalContent);
  if (!bio) return null;
  const { author, profileUrl, links } = bio;
  // On the author's own page the name is the page's title; on a story the headline is.
  const Heading = globalContent?.headlines ? 'h2' : 'h1';
  return (
    <aside className="full-author-bio" aria-label={t('region')}>
      {author.image ? <AuthorPhoto image={author.image} width={PHOTO_WIDTH} className="full-author-bio__photo" /> : null}
      <div className="full-author-bio__text">
        {author.byline ? (
          <Heading className="full-author-bio__name">
            {profileUrl ? <a className="full-author-bio__link" href={profileUrl}>{author.byline}</a> : author.byline}
          </Heading>
        ) : null}
        {author.role ? <p className="full-author-bio__role">{author.role}</p> : null}
        {author.bio ? <p className="full-author-bio__bio">{author.bio}</p> : null}
        <AuthorSocialLinks links={links} block="full-author-bio" byline={author.byline} t={t} />
      </div>
    </aside>
  );
}
