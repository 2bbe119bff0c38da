import { defineChain } from '../../engine/index.ts';
import OrderedList from './component.tsx';

export default defineChain({
  name: 'ordered-list',
  label: { en: 'Ordered List', mi: 'Rārangi Raupapa' },
  group: 'Layout',
  description: 'Each block becomes an item of a list (<ol>).',
  component: OrderedList,
});
