import { defineLayout } from '../../engine/index.ts';
import RightRailUndivided from './component.tsx';

export default defineLayout({
  name: 'right-rail-undivided',
  label: { en: 'Right Rail Undivided', mi: 'Tīwae Matau Kotahi' },
  sections: ['navigation', 'fullwidth1', 'main', 'rightrail', 'fullwidth2', 'footer'],
  component: RightRailUndivided,
});
