import type { BlockMeta, BlockStory } from '../../engine/testing/index.ts';
import sectionHeader from './index.ts';

const SPORT = { _id: '/sport', type: 'section', name: 'Sport', nav_title: 'Sport', maori_title: 'Hākinakina' };

const meta: BlockMeta<typeof sectionHeader> = {
  title: 'Blocks/Section Header',
  parameters: { pagebuilder: { block: sectionHeader } },
};

export default meta;
type Story = BlockStory<typeof sectionHeader>;

export const English: Story = {
  parameters: { pagebuilder: { globalContent: SPORT } },
};

export const Maori: Story = {
  name: 'Māori',
  globals: { lang: 'mi' },
  parameters: { pagebuilder: { globalContent: SPORT } },
};

export const ExtraLargeUppercase: Story = {
  args: { headerSize: 'Extra Large', uppercase: true },
  parameters: { pagebuilder: { globalContent: SPORT } },
};

export const Small: Story = {
  args: { headerSize: 'Small' },
  parameters: { pagebuilder: { globalContent: SPORT } },
};

/** A section with no titles. */
export const AdminPlaceholder: Story = {
  tags: ['admin-placeholder'],
  globals: { mode: 'admin' },
  parameters: { pagebuilder: { globalContent: { _id: '/untitled' } } },
};
