import { defineChain } from '../../engine/index.ts';
import UnorderedList from './component.tsx';

export default defineChain({
  name: 'unordered-list',
  label: { en: 'Unordered List', mi: 'Rārangi Kore Raupapa' },
  group: 'Layout',
  description: 'Each block becomes an item of a list (<ul>).',
  component: UnorderedList,
});
