import type { LayoutProps } from '../../engine/index.ts';
import { PageFrame, Region } from '../../common/layout/regions.tsx';

type Sections = 'navigation' | 'fullwidth1' | 'main' | 'rightTail' | 'fullwidth2' | 'footer';

export default function RightRail({ sections }: LayoutProps<Sections>) {
  return (
    <PageFrame navigation={sections.navigation} footer={sections.footer} className="layout-right-rail">
      <Region className="layout-fullwidth">{sections.fullwidth1}</Region>
      <div className="layout-columns layout-columns--divided">
        <div className="layout-main">{sections.main}</div>
        <Region as="aside" className="layout-rail">{sections.rightTail}</Region>
      </div>
      <Region className="layout-fullwidth">{sections.fullwidth2}</Region>
    </PageFrame>
  );
}
