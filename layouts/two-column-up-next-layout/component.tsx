import type { LayoutProps } from '../../engine/index.ts';
import { PageFrame, Region } from '../../common/layout/regions.tsx';

type Sections = 'navigation' | 'fullwidth1' | 'main' | 'rightrail' | 'fullwidth2' | 'footer';

/** Video pages: the player column and an Up Next rail; fullwidth2 only when it has blocks. */
export default function TwoColumnUpNext({ sections }: LayoutProps<Sections>) {
  return (
    <PageFrame navigation={sections.navigation} footer={sections.footer} className="layout-two-column-up-next-layout">
      <Region className="layout-fullwidth">{sections.fullwidth1}</Region>
      <div className="layout-columns layout-columns--up-next">
        <div className="layout-main">{sections.main}</div>
        <Region as="aside" className="layout-rail">{sections.rightrail}</Region>
      </div>
      <Region className="layout-fullwidth">{sections.fullwidth2}</Region>
    </PageFrame>
  );
}
