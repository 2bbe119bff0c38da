import type { LayoutProps } from '../../engine/index.ts';
import { PageFrame, Region } from '../../common/layout/regions.tsx';

type Sections = 'navigation' | 'fullwidth1' | 'main' | 'rightrail' | 'fullwidth2' | 'footer';

/** Main column and rail with no rule between them; fullwidth2 only when it has blocks. */
export default function RightRailUndivided({ sections }: LayoutProps<Sections>) {
  return (
    <PageFrame navigation={sections.navigation} footer={sections.footer} className="layout-right-rail-undivided">
      <Region className="layout-fullwidth">{sections.fullwidth1}</Region>
      <div className="layout-columns">
        <div className="layout-main">{sections.main}</div>
        <Region as="aside" className="layout-rail">{sections.rightrail}</Region>
      </div>
      <Region className="layout-fullwidth">{sections.fullwidth2}</Region>
    </PageFrame>
  );
}
