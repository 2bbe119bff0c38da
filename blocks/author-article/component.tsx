import { useAppContext, usePhrases } from '../../engine/index.ts';
import { listedAuthors } from './authors.ts';
import './styles.css';

export default function AuthorArticle() {
  const { globalContent } = useAppContext();
  const t = usePhrases();
  const authors = listedAuthors(globalContent);
  if (!authors.length) return null;
  return (
    <ul className="author-article" aria-label={t('title')}>
      {authors.map((a) => (
        <li key={a.url} className="author-article__item">
          <a className="author-article__name" href={a.url}>{a.name}</a>
          {a.role ? <span className="author-article__role">{a.role}</span> : null}
          {a.email ? (
            <a className="author-article__email" href={a.email} aria-label={t('emailName', { name: a.name })}>{t('email')}</a>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
