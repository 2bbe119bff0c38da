import { useAppContext, usePhrases } from '../../engine/index.ts';
import { AuthorPhoto } from '../../common/metadata/index.ts';
import { fullBio } from './bio.ts';

const PHOTO_WIDTH = 100;

export default function FullAuthorBio() {
  const { globalContent } = useAppContext();
  const t = usePhrases();
  const bio = fullBio(globalContent);
  if (!bio) return null;
  const { author, profileUrl, links } = bio;
  return (
    <aside className="full-author-bio" aria-label={t('region')}>
      {author.image ? <AuthorPhoto image={author.image} width={PHOTO_WIDTH} className="full-author-bio__photo" /> : null}
      <div className="full-author-bio__text">
        {author.byline ? (
          <h2 className="full-author-bio__name">
            {profileUrl ? <a className="full-author-bio__link" href={profileUrl}>{author.byline}</a> : author.byline}
          </h2>
        ) : null}
        {author.role ? <p className="full-author-bio__role">{author.role}</p> : null}
        {author.bio ? <p className="full-author-bio__bio">{author.bio}</p> : null}
        {links.length ? (
          <ul className="full-author-bio__social">
            {links.map((l) => (
              <li key={l.network}>
                <a className={`full-author-bio__social-link full-author-bio__social-link--${l.network}`} href={l.href}
                  aria-label={author.byline ? t('social', { network: t(l.network), byline: author.byline }) : undefined}>{t(l.network)}</a>
              </li>
            ))}
          </ul>
        ) : null}
      </div>
    </aside>
  );
}
