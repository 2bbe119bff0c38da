import type { BlockMeta, BlockStory } from '../../engine/testing/index.ts';
import { onPage } from '../../.storybook/page-stories.ts';
import { arohaCredit, hemiCredit, storyOf, wireCredit } from '../../common/metadata/fixtures.ts';
import authorArticle from './index.ts';

const meta: BlockMeta<typeof authorArticle> = {
  title: 'Blocks/Author List',
  parameters: { pagebuilder: { block: authorArticle } },
};

export default meta;
type Story = BlockStory<typeof authorArticle>;

/** Two authors with pages; the wire credit without a url is skipped. */
export const English: Story = onPage(storyOf('en', { credits: { by: [arohaCredit, wireCredit, hemiCredit] } }));

export const Maori: Story = { name: 'Māori', ...onPage(storyOf('mi', { credits: { by: [arohaCredit, wireCredit, hemiCredit] } }), { lang: 'mi' }) };

/** Only credits without a url. */
export const AdminPlaceholder: Story = {
  tags: ['admin-placeholder'],
  ...onPage(storyOf('en', { credits: { by: [wireCredit] } }), { mode: 'admin' }),
};
