import type { BlockMeta, BlockStory } from '../../engine/testing/index.ts';
import { arohaCredit, hemiCredit, storyOf, wireCredit } from '../../common/metadata/fixtures.ts';
import authorArticle from './index.ts';

const meta: BlockMeta<typeof authorArticle> = {
  title: 'Blocks/Author List',
  parameters: { pagebuilder: { block: authorArticle } },
};

export default meta;
type Story = BlockStory<typeof authorArticle>;

/** Two authors with pages; the wire credit without a url is skipped. */
export const English: Story = {
  parameters: { pagebuilder: { globalContent: storyOf('en', { credits: { by: [arohaCredit, wireCredit, hemiCredit] } }) } },
};

export const Maori: Story = {
  name: 'Māori',
  globals: { lang: 'mi' },
  parameters: { pagebuilder: { globalContent: storyOf('mi', { credits: { by: [arohaCredit, wireCredit, hemiCredit] } }) } },
};

/** Only credits without a url. */
export const AdminPlaceholder: Story = {
  tags: ['admin-placeholder'],
  globals: { mode: 'admin' },
  parameters: { pagebuilder: { globalContent: storyOf('en', { credits: { by: [wireCredit] } }) } },
};
