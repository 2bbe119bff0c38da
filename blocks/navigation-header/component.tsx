import { useEffect, useRef } from 'react';
import {
  nothing, useAppContext, useComponentContext, useContent, usePhrases, type FeatureProps, type FieldValues,
} from '../../engine/index.ts';
import type { navigationHeaderFields } from './index.ts';
import { isShown } from './disclosure.ts';
import { useDisclosure, useEscape, useScrollState } from './hooks.ts';
import { MenuIcon } from './icons.tsx';
import { LanguageSwitch } from './language-switch.tsx';
import { showsAlignmentWarning, showsHorizontalLinks } from './layout.ts';
import { DEFAULT_HEADER_HIERARCHY, DEFAULT_SECTIONS_HIERARCHY, hierarchyQuery, menuSections, MENU_SOURCE } from '../../common/navigation/menu.ts';
import { SearchBox } from './search-box.tsx';
import { SectionMenu } from './section-menu.tsx';
import { SharePopup } from './share-popup.tsx';
import './styles.css';

/** Marker class on <body> while the section menu is open. */
export const NAV_OPEN_CLASS = 'nav-open';

/** Output types without a navigation header: AMP pages are read from a search result or a feed, not navigated. */
export const HEADERLESS_OUTPUT_TYPES = ['amp'];

export default function NavigationHeader({ customFields }: FeatureProps<FieldValues<typeof navigationHeaderFields>>) {
  const { siteProperties, isAdmin, lang, outputType, requestUri } = useAppContext();
  // Before the hooks below: the output type is fixed for the life of a page, so the hook order never changes.
  if (HEADERLESS_OUTPUT_TYPES.includes(outputType)) return nothing(`the navigation header is hidden on ${outputType} output`);
  const { id: blockId } = useComponentContext();
  const t = usePhrases();
  const id = `nav-${blockId}`;
  const withLinks = showsHorizontalLinks(customFields);
  // Read only what `content` declared: the links hierarchy is not fetched when links cannot show.
  const links = withLinks
    ? menuSections(useContent(MENU_SOURCE, hierarchyQuery(customFields.horizontalLinksHierarchy ?? DEFAULT_HEADER_HIERARCHY)), lang)
    : [];
  const sections = menuSections(useContent(MENU_SOURCE, hierarchyQuery(customFields.sectionsHierarchy ?? DEFAULT_SECTIONS_HIERARCHY)), lang);
  const { scrolled, logo: logoShown } = useScrollState();
  const menu = useDisclosure();
  const menuButton = useRef<HTMLButtonElement>(null);
  const drawerShown = isShown(menu.state);

  useEffect(() => {
    if (!drawerShown) return;
    document.body.classList.add(NAV_OPEN_CLASS);
    return () => document.body.classList.remove(NAV_OPEN_CLASS);
  }, [drawerShown]);
  const closeMenu = () => {
    if (menu.state !== 'open') return;
    menu.close();
    menuButton.current?.focus();
  };
  useEscape(menu.state === 'open', closeMenu);

  const logoSrc: string | undefined = siteProperties.primaryLogo || undefined;
  const logoAlt: string = siteProperties.primaryLogoAlt || siteProperties.siteName || t('home');
  if (!logoSrc && !links.length && !sections.length) return nothing('no logo and no menu content');

  const alignment = customFields.logoAlignment ?? 'left';
  const classes = [
    'navigation-header',
    `navigation-header--logo-${alignment}`,
    scrolled && 'navigation-header--scrolled',
    logoShown && 'navigation-header--logo-visible',
  ].filter(Boolean).join(' ');

  return (
    <div className={classes}>
      <nav className="navigation-header__bar page-container" aria-label={customFields.ariaLabel || t('navigation')}>
        <div className="navigation-header__start">
          {sections.length > 0 && (
            <button
              ref={menuButton}
              type="button"
              className="navigation-header__icon-button navigation-header__menu-button"
              aria-expanded={menu.state === 'open'}
              aria-controls={`${id}-sections`}
              aria-haspopup="dialog"
              onClick={menu.open}
            >
              <MenuIcon />
              <span className="navigation-header__menu-label">{t('menu')}</span>
            </button>
          )}
          {customFields.showSearch !== false && <SearchBox id={id} customAction={customFields.customSearchAction} t={t} />}
        </div>
        {logoSrc && (
          <a className="navigation-header__logo" href="/">
            <img className="navigation-header__logo-img" src={logoSrc} alt={logoAlt} height={40} />
          </a>
        )}
        {links.length > 0 && (
          <ul className="navigation-header__links">
            {links.map((link) => (
              <li key={link.id}><a className="navigation-header__link" href={link.url}>{link.title}</a></li>
            ))}
          </ul>
        )}
        <div className="navigation-header__end">
          {customFields.showShare !== false && <SharePopup id={id} t={t} />}
          {customFields.showLanguageSwitch !== false && <LanguageSwitch lang={lang} label={t('language')} path={requestUri} />}
        </div>
      </nav>
      {showsAlignmentWarning(customFields, isAdmin) && <p className="navigation-header__warning" role="note">{t('alignmentWarning')}</p>}
      {sections.length > 0 && <SectionMenu id={id} sections={sections} state={menu.state} onClose={closeMenu} t={t} />}
    </div>
  );
}
