import type { CSSProperties, ReactNode } from 'react';
import { useAppContext } from '../../engine/index.ts';
import { FirstImages } from '../image-priority.tsx';
import './layout.css';

/**
 * A layout region that renders only when it has blocks (spec: "fullwidth2 shows only when it has content").
 * `offscreen`: the region usually starts below the first screen (at any width, or only on narrow screens, where a
 * rail stacks under the main column), so the browser may leave its styling and layout until the reader scrolls
 * near it (layout.css).
 */
export function Region({ as: Tag = 'div', className, offscreen, children }: { as?: 'div' | 'section' | 'aside'; className: string; offscreen?: true | 'narrow'; children: ReactNode[] }) {
  if (!children.length) return null;
  if (!offscreen) return <Tag className={className}>{children}</Tag>;
  // The height it holds until rendered grows with its blocks (layout.css).
  const style = { '--region-blocks': children.length } as CSSProperties;
  return <Tag className={`${className} ${offscreen === true ? 'region-offscreen' : 'region-offscreen-narrow'}`} style={style}>{children}</Tag>;
}

/**
 * The page frame every layout shares: navigation header, main landmark, footer. A homepage's blocks are all
 * promos, so its one <h1>, the site's name, is the frame's (read by screen readers and search engines, not shown).
 */
export function PageFrame({ navigation, footer, className, children }: { navigation: ReactNode[]; footer: ReactNode[]; className: string; children: ReactNode }) {
  const { lang, pageType, siteProperties } = useAppContext();
  const siteName = typeof siteProperties?.siteName === 'string' ? siteProperties.siteName : undefined;
  return (
    <>
      <a className="skip-link" href="#main">{lang === 'mi' ? 'Peke ki te ihirangi' : 'Skip to content'}</a>
      <header className="layout-navigation">{navigation}</header>
      <main id="main" className={`page-container ${className}`}>
        {pageType === 'homepage' && siteName ? <h1 className="visually-hidden">{siteName}</h1> : null}
        <FirstImages>{children}</FirstImages>
      </main>
      <footer className="layout-footer">{footer}</footer>
    </>
  );
}

type RailSections = Record<'navigation' | 'fullwidth1' | 'main' | 'fullwidth2' | 'footer', ReactNode[]>;

/**
 * The right-rail family: fullwidth1, the main column beside a rail, fullwidth2 (each full-width region only when
 * it has blocks). Layouts differ in their rail's section name and in how the columns are set apart.
 */
export function RailLayout({ sections, rail, name, variant }: { sections: RailSections; rail: ReactNode[]; name: string; variant?: 'divided' | 'up-next' }) {
  return (
    <PageFrame navigation={sections.navigation} footer={sections.footer} className={`layout-${name}`}>
      <Region className="layout-fullwidth">{sections.fullwidth1}</Region>
      <div className={variant ? `layout-columns layout-columns--${variant}` : 'layout-columns'}>
        <div className="layout-main">{sections.main}</div>
        <Region as="aside" className="layout-rail" offscreen="narrow">{rail}</Region>
      </div>
      <Region className="layout-fullwidth" offscreen>{sections.fullwidth2}</Region>
    </PageFrame>
  );
}
