import type { ReactNode } from 'react';
import type { LayoutProps } from '../../engine/index.ts';

type Sections = 'navigation' | 'fullwidth1' | 'herostory' | 'subherostories' | 'latestnews' | 'fullwidth2BeforeVideo' | 'videoblock' | 'fullwidth2AfterVideo' | 'footer';

const Region = ({ name, children }: { name: string; children: ReactNode[] }) =>
  children.length > 0 ? <section className={`home-${name}`}>{children}</section> : null;

export default function Homepage({ sections }: LayoutProps<Sections>) {
  return (
    <>
      <header className="layout-navigation">{sections.navigation}</header>
      <main id="main" className="page-container layout-homepage">
        <Region name="fullwidth1">{sections.fullwidth1}</Region>
        <div className="home-top">
          <Region name="herostory">{sections.herostory}</Region>
          <Region name="subherostories">{sections.subherostories}</Region>
        </div>
        <Region name="latestnews">{sections.latestnews}</Region>
        <Region name="fullwidth2BeforeVideo">{sections.fullwidth2BeforeVideo}</Region>
        <Region name="videoblock">{sections.videoblock}</Region>
        <Region name="fullwidth2AfterVideo">{sections.fullwidth2AfterVideo}</Region>
      </main>
      <footer className="layout-footer">{sections.footer}</footer>
    </>
  );
}
