import type { ReactNode } from 'react';
import { useAppContext } from '../../engine/index.ts';

/** A layout region that renders only when it has blocks (spec: "fullwidth2 shows only when it has content"). */
export function Region({ as: Tag = 'div', className, children }: { as?: 'div' | 'section' | 'aside'; className: string; children: ReactNode[] }) {
  return children.length > 0 ? <Tag className={className}>{children}</Tag> : null;
}

/** The page frame every layout shares: navigation header, main landmark, footer. */
export function PageFrame({ navigation, footer, className, children }: { navigation: ReactNode[]; footer: ReactNode[]; className: string; children: ReactNode }) {
  const { lang } = useAppContext();
  return (
    <>
      <a className="skip-link" href="#main">{lang === 'mi' ? 'Peke ki te ihirangi' : 'Skip to content'}</a>
      <header className="layout-navigation">{navigation}</header>
      <main id="main" className={`page-container ${className}`}>{children}</main>
      <footer className="layout-footer">{footer}</footer>
    </>
  );
}
