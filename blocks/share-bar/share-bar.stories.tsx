import { type BlockMeta, type BlockStory } from '../../engine/testing/index.ts';
import { onPage } from '../../.storybook/page-stories.ts';
import shareBar from './index.ts';
import { SITE, storyOf } from './fixtures.ts';

// The bar shows from 1024 px wide (spec: hidden below the extra-large breakpoint): widen the canvas to see it.
const meta: BlockMeta<typeof shareBar> = {
  title: 'Blocks/Share Bar',
  // Page content is set per story: Storybook deep-merges parameters.
  parameters: { pagebuilder: { block: shareBar, site: SITE } },
};

export default meta;
type Story = BlockStory<typeof shareBar>;

export const English: Story = onPage(storyOf('en'));

export const Maori: Story = { name: 'Māori', ...onPage(storyOf('mi'), { lang: 'mi' }) };

/** A page without story content (e.g. a section page) shares its own address and the site name. */
export const WithoutStory: Story = { parameters: { pagebuilder: { requestUri: '/news/' } } };

/** showShareBar off: readers get nothing. */
export const TurnedOff: Story = { ...English, args: { showShareBar: false } };

export const AdminPlaceholder: Story = { tags: ['admin-placeholder'], args: { showShareBar: false }, ...onPage(storyOf('en'), { mode: 'admin' }) };
