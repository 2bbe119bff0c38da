import type { LayoutProps } from '../../engine/index.ts';
import { PageFrame, Region } from '../../common/layout/regions.tsx';
import './styles.css';

type Sections = 'navigation' | 'fullwidth1' | 'main-1' | 'main-2' | 'rightrail-top' | 'rightrail-middle' | 'rightrail-bottom' | 'fullwidth2' | 'footer';

/** Two stacked main areas beside a rail of three; the rail's middle stays in view (sticky) on wide screens. */
export default function RightRailAdvanced({ sections }: LayoutProps<Sections>) {
  return (
    <PageFrame navigation={sections.navigation} footer={sections.footer} className="layout-right-rail-advanced">
      <Region className="layout-fullwidth">{sections.fullwidth1}</Region>
      <div className="layout-columns layout-columns--divided">
        <div className="layout-main">
          <Region className="layout-main-1">{sections['main-1']}</Region>
          <Region className="layout-main-2">{sections['main-2']}</Region>
        </div>
        <aside className="layout-rail">
          <Region className="layout-rail-top" offscreen="narrow">{sections['rightrail-top']}</Region>
          <Region className="layout-rail-middle" offscreen="narrow">{sections['rightrail-middle']}</Region>
          <Region className="layout-rail-bottom" offscreen="narrow">{sections['rightrail-bottom']}</Region>
        </aside>
      </div>
      <Region className="layout-fullwidth" offscreen>{sections.fullwidth2}</Region>
    </PageFrame>
  );
}
