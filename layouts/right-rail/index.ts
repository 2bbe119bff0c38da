import { defineLayout } from '../../engine/index.ts';
import RightRail from './component.tsx';

export default defineLayout({
  name: 'right-rail',
  label: { en: 'Right Rail', mi: 'Tīwae Matau' },
  sections: ['navigation', 'fullwidth1', 'main', 'rightTail', 'fullwidth2', 'footer'],
  component: RightRail,
});
