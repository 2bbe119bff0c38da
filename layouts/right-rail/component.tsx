import type { LayoutProps } from '../../engine/index.ts';
import { RailLayout } from '../../common/layout/regions.tsx';

type Sections = 'navigation' | 'fullwidth1' | 'main' | 'rightTail' | 'fullwidth2' | 'footer';

export default function RightRail({ sections }: LayoutProps<Sections>) {
  return <RailLayout name="right-rail" sections={sections} rail={sections.rightTail} variant="divided" />;
}
