import type { BlockMeta, BlockStory } from '../../engine/testing/index.ts';
import { arohaCredit, hemiCredit, mereCredit, storyOf, wireCredit } from '../../common/metadata/fixtures.ts';
import byline from './index.ts';

const meta: BlockMeta<typeof byline> = {
  title: 'Blocks/Byline',
  parameters: { pagebuilder: { block: byline } },
};

export default meta;
type Story = BlockStory<typeof byline>;

export const English: Story = {
  parameters: { pagebuilder: { globalContent: storyOf('en') } },
};

export const Maori: Story = {
  name: 'Māori',
  globals: { lang: 'mi' },
  parameters: { pagebuilder: { globalContent: storyOf('mi', { credits: { by: [arohaCredit, hemiCredit, mereCredit] } }) } },
};

/** 'A, B and C'; a credit without a url is not linked. */
export const SeveralAuthors: Story = {
  parameters: { pagebuilder: { globalContent: storyOf('en', { credits: { by: [arohaCredit, wireCredit, mereCredit] } }) } },
};

/** No authors: '{site} Contributor'. */
export const NoAuthors: Story = {
  parameters: { pagebuilder: { globalContent: storyOf('en', { credits: { by: [] } }) } },
};

/** No page content: editors see where the byline goes. */
export const AdminPlaceholder: Story = {
  tags: ['admin-placeholder'],
  globals: { mode: 'admin' },
};
