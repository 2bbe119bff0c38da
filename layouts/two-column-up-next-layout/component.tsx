import type { LayoutProps } from '../../engine/index.ts';
import { RailLayout } from '../../common/layout/regions.tsx';

type Sections = 'navigation' | 'fullwidth1' | 'main' | 'rightrail' | 'fullwidth2' | 'footer';

/** Video pages: the player column and an Up Next rail; fullwidth2 only when it has blocks. */
export default function TwoColumnUpNext({ sections }: LayoutProps<Sections>) {
  return <RailLayout name="two-column-up-next-layout" sections={sections} rail={sections.rightrail} variant="up-next" />;
}
