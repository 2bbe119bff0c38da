import type { LayoutProps } from '../../engine/index.ts';
import { RailLayout } from '../../common/layout/regions.tsx';

type Sections = 'navigation' | 'fullwidth1' | 'main' | 'rightrail' | 'fullwidth2' | 'footer';

/** Main column and rail with no rule between them; fullwidth2 only when it has blocks. */
export default function RightRailUndivided({ sections }: LayoutProps<Sections>) {
  return <RailLayout name="right-rail-undivided" sections={sections} rail={sections.rightrail} />;
}
