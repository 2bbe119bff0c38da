import type { BlockMeta, BlockStory } from '../../engine/testing/index.ts';
import { onPage } from '../../.storybook/page-stories.ts';
import { arohaCredit, hemiCredit, mereCredit, storyOf, wireCredit } from '../../common/metadata/fixtures.ts';
import byline from './index.ts';

const meta: BlockMeta<typeof byline> = {
  title: 'Blocks/Byline',
  parameters: { pagebuilder: { block: byline } },
};

export default meta;
type Story = BlockStory<typeof byline>;

export const English: Story = onPage(storyOf('en'));

export const Maori: Story = { name: 'Māori', ...onPage(storyOf('mi', { credits: { by: [arohaCredit, hemiCredit, mereCredit] } }), { lang: 'mi' }) };

/** 'A, B and C'; a credit without a url is not linked. */
export const SeveralAuthors: Story = onPage(storyOf('en', { credits: { by: [arohaCredit, wireCredit, mereCredit] } }));

/** No authors: '{site} Contributor'. */
export const NoAuthors: Story = onPage(storyOf('en', { credits: { by: [] } }));

/** No page content: editors see where the byline goes. */
export const AdminPlaceholder: Story = {
  tags: ['admin-placeholder'],
  globals: { mode: 'admin' },
};
