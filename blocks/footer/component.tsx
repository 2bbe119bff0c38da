import { nothing, useAppContext, useContent, usePhrases, type FeatureProps, type FieldValues } from '../../engine/index.ts';
import type { footerFields } from './index.ts';
import { footerHierarchies } from './lists.ts';
import { hierarchyQuery, menuSections, MENU_SOURCE, type MenuSection } from '../../common/navigation/menu.ts';
import { FOOTER_LOGO_HEIGHT, footerLogo, parseOutputTypes, socialLinks } from './logo.ts';
import { Img } from '../../common/amp/img.tsx';
import './styles.css';

const LIST_LABELS = ['sections', 'about', 'legal'] as const;

export default function Footer({ customFields }: FeatureProps<FieldValues<typeof footerFields>>) {
  const { siteProperties, outputType, lang } = useAppContext();
  const t = usePhrases();
  const lists = footerHierarchies(customFields).map((h) => menuSections(useContent(MENU_SOURCE, hierarchyQuery(h)), lang));
  const logo = footerLogo(siteProperties, outputType, parseOutputTypes(customFields.lightLogoOutputTypes));
  const social = customFields.showSocialLinks === false ? [] : socialLinks(siteProperties);
  const copyright: string | undefined = siteProperties.copyrightText || undefined;

  if (!logo && !copyright && !social.length && lists.every((l) => !l.length)) return nothing('no links, logo or copyright text');

  return (
    <div className={`footer${logo?.light ? ' footer--light' : ''}`}>
      <div className="page-container footer__inner">
        <div className="footer__top">
          {logo && (
            <a className="footer__logo" href="/">
              <Img src={logo.src} alt={logo.alt || t('home')} height={FOOTER_LOGO_HEIGHT} style={{ height: FOOTER_LOGO_HEIGHT }} />
            </a>
          )}
          {social.length > 0 && (
            <ul className="footer__social" aria-label={t('social')}>
              {social.map((s) => (
                <li key={s.name}>
                  <a className="footer__social-link" href={s.url}>
                    <span className="visually-hidden">{t('followOn', { network: s.name })}</span>
                    <span aria-hidden="true">{s.name}</span>
                  </a>
                </li>
              ))}
            </ul>
          )}
        </div>
        <div className="footer__lists">
          {lists.map((links, i) => (links.length ? <LinkList key={LIST_LABELS[i]} label={t(LIST_LABELS[i]!)} links={links} /> : null))}
        </div>
        {copyright && <p className="footer__copyright">{copyright}</p>}
      </div>
    </div>
  );
}

function LinkList({ label, links }: { label: string; links: MenuSection[] }) {
  return (
    <nav className="footer__list" aria-label={label}>
      <ul>
        {links.map((l) => (
          <li key={l.id}><a className="footer__link" href={l.url}>{l.title}</a></li>
        ))}
      </ul>
    </nav>
  );
}
