import type { LayoutProps } from '../../engine/index.ts';

type Sections = 'navigation' | 'fullwidth1' | 'main' | 'rightTail' | 'fullwidth2' | 'footer';

export default function RightRail({ sections }: LayoutProps<Sections>) {
  return (
    <>
      <header className="layout-navigation">{sections.navigation}</header>
      <main id="main" className="page-container layout-right-rail">
        {sections.fullwidth1.length > 0 && <div className="layout-fullwidth">{sections.fullwidth1}</div>}
        <div className="layout-columns">
          <div className="layout-main">{sections.main}</div>
          <aside className="layout-rail">{sections.rightTail}</aside>
        </div>
        {sections.fullwidth2.length > 0 && <div className="layout-fullwidth">{sections.fullwidth2}</div>}
      </main>
      <footer className="layout-footer">{sections.footer}</footer>
    </>
  );
}
