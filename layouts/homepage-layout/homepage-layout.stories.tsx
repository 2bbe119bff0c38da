import type { BlockMeta, BlockSpec, BlockStory } from '../../engine/testing/index.ts';
import { box, emptyBox } from '../../.storybook/fixtures.ts';
import double from '../../chains/double/index.ts';
import single from '../../chains/single/index.ts';
import homepage from './index.ts';

const words = {
  en: { nav: 'Home · News · Sport · Video', hero: 'Te reo Māori week draws record numbers', subs: ['Waka ama nationals open', 'New kura opens in Ōtautahi'], latest: 'Latest news', items: ['Budget boost for te reo broadcasting', 'Flood warning for Te Tai Tokerau'], video: 'Watch: the week in review' },
  mi: { nav: 'Kāinga · Kōrero · Hākinakina · Ataata', hero: 'He maha rawa atu te tangata i Te Wiki o te Reo Māori', subs: ['Kua tīmata te whakataetae waka ama ā-motu', 'Kua whakatuwherahia he kura hou i Ōtautahi'], latest: 'Ngā kōrero hou', items: ['He pūtea hou mō te pāpāho reo Māori', 'He whakatūpato waipuke mō Te Tai Tokerau'], video: 'Mātakitakihia: te wiki i pahure' },
};

const sections = (w: typeof words.en): Record<string, BlockSpec[]> => ({
  navigation: [box(`<nav class="page-container">${w.nav}</nav>`)],
  herostory: [box(`<h2>${w.hero}</h2>`)],
  subherostories: w.subs.map((s) => box(`<h3>${s}</h3>`)),
  latestnews: [{ block: single, customFields: { heading: w.latest }, children: [{ block: double, customFields: { columnOne: 1 }, children: w.items.map((i) => box(`<p>${i}</p>`)) }] }],
  videoblock: [box(`<p>${w.video}</p>`)],
  footer: [box('<p class="page-container">© Te Ao Mārama</p>')],
});

const meta: BlockMeta<typeof homepage> = {
  title: 'Layouts/Homepage',
  parameters: { layout: 'fullscreen', pagebuilder: { block: homepage, sections: sections(words.en) } },
};

export default meta;
type Story = BlockStory<typeof homepage>;

export const English: Story = {};

export const Maori: Story = {
  name: 'Māori',
  globals: { lang: 'mi' },
  parameters: { pagebuilder: { sections: sections(words.mi) } },
};

/** Empty sections render no wrapper, so a page without a video block has no dark band. */
export const WithoutVideo: Story = {
  parameters: { pagebuilder: { sections: { ...sections(words.en), videoblock: [] } } },
};

/** Admin mode: an empty chain and an empty HTML box show placeholders where an editor would fill them. */
export const AdminPlaceholder: Story = {
  tags: ['admin-placeholder'],
  globals: { mode: 'admin' },
  parameters: {
    pagebuilder: {
      sections: { ...sections(words.en), latestnews: [{ block: single, customFields: { heading: words.en.latest } }], videoblock: [emptyBox()] },
    },
  },
};
