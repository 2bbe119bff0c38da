import { nothing, useAppContext, useContent, usePhrases, type FeatureProps, type FieldValues } from '../../engine/index.ts';
import type { linksBarFields } from './index.ts';
import { hierarchyQuery, menuSections, MENU_SOURCE } from '../../common/navigation/menu.ts';
import './styles.css';

export default function LinksBar({ customFields }: FeatureProps<FieldValues<typeof linksBarFields>>) {
  const t = usePhrases();
  const { lang } = useAppContext();
  if (!customFields.hierarchy) return nothing('no navigation hierarchy chosen');
  const links = menuSections(useContent(MENU_SOURCE, hierarchyQuery(customFields.hierarchy)), lang);
  if (!links.length) return nothing(`hierarchy "${customFields.hierarchy}" has no links`);
  const separators = customFields.showSeparators !== false;
  return (
    <nav className="links-bar" aria-label={customFields.ariaLabel || t('label')}>
      <ul className="links-bar__list">
        {links.map((link, i) => (
          <li key={link.id} className="links-bar__item">
            {separators && i > 0 && <span className="links-bar__separator" aria-hidden="true">•</span>}
            <a className="links-bar__link" href={link.url}>{link.title}</a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
