import { defineLayout } from '../../engine/index.ts';
import Homepage from './component.tsx';

export default defineLayout({
  name: 'homepage-layout',
  label: { en: 'Homepage', mi: 'Whārangi Matua' },
  sections: ['navigation', 'fullwidth1', 'herostory', 'subherostories', 'latestnews', 'fullwidth2BeforeVideo', 'videoblock', 'fullwidth2AfterVideo', 'footer'],
  component: Homepage,
});
