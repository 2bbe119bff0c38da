import type { BlockMeta, BlockStory } from '../../engine/testing/index.ts';
import { onPage } from '../../.storybook/page-stories.ts';
import sectionHeader from './index.ts';

const SPORT = { _id: '/sport', type: 'section', name: 'Sport', nav_title: 'Sport', maori_title: 'Hākinakina' };

const meta: BlockMeta<typeof sectionHeader> = {
  title: 'Blocks/Section Header',
  parameters: { pagebuilder: { block: sectionHeader } },
};

export default meta;
type Story = BlockStory<typeof sectionHeader>;

export const English: Story = onPage(SPORT);

export const Maori: Story = { name: 'Māori', ...onPage(SPORT, { lang: 'mi' }) };

export const ExtraLargeUppercase: Story = { args: { headerSize: 'Extra Large', uppercase: true }, ...onPage(SPORT) };

export const Small: Story = { args: { headerSize: 'Small' }, ...onPage(SPORT) };

/** A section with no titles. */
export const AdminPlaceholder: Story = { tags: ['admin-placeholder'], ...onPage({ _id: '/untitled' }, { mode: 'admin' }) };
