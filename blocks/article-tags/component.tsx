import { useAppContext, usePhrases } from '../../engine/index.ts';
import { tagLinks } from './tags.ts';
import './styles.css';

export default function ArticleTags() {
  const { globalContent } = useAppContext();
  const t = usePhrases();
  const tags = tagLinks(globalContent);
  if (!tags.length) return null;
  return (
    <nav className="article-tags" aria-label={t('region')}>
      <span className="article-tags__label">{t('label')}</span>
      <ul className="article-tags__list">
        {tags.map((tag) => (
          <li key={tag.href} className="article-tags__item"><a className="article-tags__link" href={tag.href}>{tag.text}</a></li>
        ))}
      </ul>
    </nav>
  );
}
