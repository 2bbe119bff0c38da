import type { LayoutProps } from '../../engine/index.ts';
import { RailLayout } from '../../common/layout/regions.tsx';

type Sections = 'navigation' | 'fullwidth1' | 'main' | 'rightrail' | 'fullwidth2' | 'footer';

/** The second right-rail variant: the undivided slots, with a rule before the rail. */
export default function RightRailSecondary({ sections }: LayoutProps<Sections>) {
  return <RailLayout name="right-rail-secondary" sections={sections} rail={sections.rightrail} variant="divided" />;
}
