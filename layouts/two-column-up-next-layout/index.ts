import { defineLayout } from '../../engine/index.ts';
import TwoColumnUpNext from './component.tsx';

export default defineLayout({
  name: 'two-column-up-next-layout',
  label: { en: 'Two Column With Up Next', mi: 'Tīwae Rua me E Whai Ake Nei' },
  sections: ['navigation', 'fullwidth1', 'main', 'rightrail', 'fullwidth2', 'footer'],
  component: TwoColumnUpNext,
});
