import { defineLayout } from '../../engine/index.ts';
import RightRailSecondary from './component.tsx';

export default defineLayout({
  name: 'right-rail-secondary',
  label: { en: 'Right Rail (second variant)', mi: 'Tīwae Matau (tuarua)' },
  sections: ['navigation', 'fullwidth1', 'main', 'rightrail', 'fullwidth2', 'footer'],
  component: RightRailSecondary,
});
