import { defineChain, field, fields } from '../../engine/index.ts';
import HeaderNav from './component.tsx';
import phrases from './phrases.json';

export const headerNavFields = fields({
  startCount: field.number({
    label: { en: 'Blocks at the start', mi: 'Ngā poraka i te tīmatanga' },
    description: 'How many of the first child blocks sit at the start of the bar; the rest sit at the end',
    integer: true,
    minimum: 0,
    default: 1,
  }),
});

export default defineChain({
  name: 'header-nav',
  label: { en: 'Header Nav Chain', mi: 'Mekameka Pane Whakatere' },
  group: 'Navigation',
  description: 'Lays out its child blocks in the 65 px navigation bar: one per side on mobile, two per side on desktop.',
  fields: headerNavFields,
  phrases,
  component: HeaderNav,
});
