import type { LayoutProps } from '../../engine/index.ts';
import { PageFrame, Region } from '../../common/layout/regions.tsx';
import './styles.css';

type Sections = 'navigation' | 'fullwidth1' | 'herostory' | 'subherostories' | 'latestnews' | 'fullwidth2BeforeVideo' | 'videoblock' | 'fullwidth2AfterVideo' | 'footer';

export default function Homepage({ sections }: LayoutProps<Sections>) {
  return (
    <PageFrame navigation={sections.navigation} footer={sections.footer} className="layout-homepage">
      <Region as="section" className="home-fullwidth1">{sections.fullwidth1}</Region>
      <div className="home-top">
        <Region as="section" className="home-herostory">{sections.herostory}</Region>
        <Region as="section" className="home-subherostories">{sections.subherostories}</Region>
      </div>
      <Region as="section" className="home-latestnews" offscreen>{sections.latestnews}</Region>
      <Region as="section" className="home-fullwidth2BeforeVideo" offscreen>{sections.fullwidth2BeforeVideo}</Region>
      <Region as="section" className="home-videoblock" offscreen>{sections.videoblock}</Region>
      <Region as="section" className="home-fullwidth2AfterVideo" offscreen>{sections.fullwidth2AfterVideo}</Region>
    </PageFrame>
  );
}
