import type { BlockMeta, BlockStory } from '../../engine/testing/index.ts';
import { onPage } from '../../.storybook/page-stories.ts';
import sectionAbout from './index.ts';

const meta: BlockMeta<typeof sectionAbout> = {
  title: 'Blocks/Section About',
  parameters: { pagebuilder: { block: sectionAbout } },
};

export default meta;
type Story = BlockStory<typeof sectionAbout>;

/** The site's about text (page-configs/sites/teaomarama.json site_about). */
export const English: Story = {};

/** maori_section_about. */
export const Maori: Story = {
  name: 'Māori',
  globals: { lang: 'mi' },
};

/** On a section page: the section's own about text. */
export const SectionPage: Story = onPage({ _id: '/sport', name: 'Sport', site: { site_about: 'Results, players and the teams people follow.' } });

export const AdminPlaceholder: Story = {
  tags: ['admin-placeholder'],
  globals: { mode: 'admin' },
  parameters: { pagebuilder: { siteProperties: { site_about: '', maori_section_about: '' } } },
};
