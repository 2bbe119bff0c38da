import type { LayoutProps } from '../../engine/index.ts';
import { PageFrame, Region } from '../../common/layout/regions.tsx';

type Sections = 'navigation' | 'fullwidth1' | 'main' | 'rightrail' | 'fullwidth2' | 'footer';

/** The second right-rail variant: the undivided slots, with a rule before the rail. */
export default function RightRailSecondary({ sections }: LayoutProps<Sections>) {
  return (
    <PageFrame navigation={sections.navigation} footer={sections.footer} className="layout-right-rail-secondary">
      <Region className="layout-fullwidth">{sections.fullwidth1}</Region>
      <div className="layout-columns layout-columns--divided">
        <div className="layout-main">{sections.main}</div>
        <Region as="aside" className="layout-rail">{sections.rightrail}</Region>
      </div>
      <Region className="layout-fullwidth">{sections.fullwidth2}</Region>
    </PageFrame>
  );
}
