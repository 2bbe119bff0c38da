import type { LayoutProps } from '../../engine/index.ts';
import { PageFrame, Region } from '../../common/layout/regions.tsx';
import './styles.css';

type Sections = 'navigation' | 'fullwidth1' | 'header' | 'main' | 'rightrail' | 'fullwidth2' | 'footer';

/** A story: its header (overline, headline, lead art) across the top, the body in a readable column beside the rail. */
export default function ArticleLayout({ sections }: LayoutProps<Sections>) {
  return (
    <PageFrame navigation={sections.navigation} footer={sections.footer} className="layout-article">
      <Region className="layout-fullwidth">{sections.fullwidth1}</Region>
      <Region className="layout-article-header">{sections.header}</Region>
      <div className="layout-columns layout-columns--divided">
        <article className="layout-main layout-article-body">{sections.main}</article>
        <Region as="aside" className="layout-rail" offscreen="narrow">{sections.rightrail}</Region>
      </div>
      <Region className="layout-fullwidth" offscreen>{sections.fullwidth2}</Region>
    </PageFrame>
  );
}
