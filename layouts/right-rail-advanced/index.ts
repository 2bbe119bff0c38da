import { defineLayout } from '../../engine/index.ts';
import RightRailAdvanced from './component.tsx';

export default defineLayout({
  name: 'right-rail-advanced',
  label: { en: 'Advanced Right Rail', mi: 'Tīwae Matau Arotau' },
  sections: ['navigation', 'fullwidth1', 'main-1', 'main-2', 'rightrail-top', 'rightrail-middle', 'rightrail-bottom', 'fullwidth2', 'footer'],
  component: RightRailAdvanced,
});
