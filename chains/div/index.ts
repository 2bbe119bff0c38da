import { defineChain } from '../../engine/index.ts';
import Div from './component.tsx';

export default defineChain({
  name: 'div',
  label: { en: 'Div', mi: 'Wehenga' },
  group: 'Layout',
  description: 'Groups its blocks in one container, with no heading or columns.',
  component: Div,
});
