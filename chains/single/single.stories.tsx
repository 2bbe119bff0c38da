import type { BlockMeta, BlockSpec, BlockStory } from '../../engine/testing/index.ts';
import { box } from '../../.storybook/fixtures.ts';
import { chainStory } from '../../.storybook/chain-stories.ts';
import headline from '../../blocks/headline/index.ts';
import single from './index.ts';

const para = (text: string): BlockSpec => box(`<p>${text}</p>`);

const meta: BlockMeta<typeof single> = {
  title: 'Chains/Single',
  parameters: {
    pagebuilder: {
      block: single,
      globalContent: { headlines: { basic: 'Matariki celebrations begin across the motu' } },
      children: [{ block: headline }, para('Hundreds gathered before dawn to see the star cluster rise.'), para('Events run all week in every region.')],
    },
  },
};

export default meta;
type Story = BlockStory<typeof single>;

export const English: Story = {
  args: { heading: 'Latest news' },
};

export const Maori: Story = {
  name: 'Māori',
  globals: { lang: 'mi' },
  args: { heading: 'Ngā kōrero hou' },
  parameters: {
    pagebuilder: {
      globalContent: { headlines: { basic: 'Kua tīmata ngā whakanui i a Matariki puta noa i te motu' } },
      children: [{ block: headline }, para('I huihui ngā tini tāngata i mua i te ata hāpara ki te mātakitaki i a Matariki.'), para('Ka haere ngā hui i te wiki katoa, i ia rohe.')],
    },
  },
};

export const WithoutHeading: Story = {};

/** A chain shows nothing without children. */
export const Empty: Story = chainStory.empty;

/** An empty chain in admin mode: the engine's placeholder, under the heading. */
export const AdminPlaceholder: Story = { tags: ['admin-placeholder'], args: { heading: 'Latest news' }, ...chainStory.adminEmpty };

/** Admin mode with a child that renders nothing: the child gets its own placeholder inside the chain. */
export const AdminEmptyChild: Story = { tags: ['admin-placeholder'], args: { heading: 'Latest news' }, ...chainStory.adminEmptyChild([para('A filled box.')]) };
