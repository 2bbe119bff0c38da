import { type BlockMeta, type BlockStory } from '../../engine/testing/index.ts';
import htmlBox from './index.ts';

const meta: BlockMeta<typeof htmlBox> = {
  title: 'Blocks/HTML Box',
  parameters: { pagebuilder: { block: htmlBox } },
};

export default meta;
type Story = BlockStory<typeof htmlBox>;

export const English: Story = {
  args: { HTML: '<p>Watch the news from <strong>Te Ao Mārama</strong> every evening at 6pm.</p>' },
};

export const Maori: Story = {
  name: 'Māori',
  globals: { lang: 'mi' },
  args: { HTML: '<p>Mātakitakihia ngā kōrero o <strong>Te Ao Mārama</strong> ia pō, ā te 6 karaka i te ahiahi.</p>' },
};

/** On a page a lazy box renders near the viewport; here (as in the browser) it renders itself. */
export const LazyLoaded: Story = {
  args: { HTML: '<p>Rendered once scrolled near.</p>', lazyLoad: true },
};

/** Empty HTML: readers get nothing. */
export const Empty: Story = {
  args: { HTML: '   ' },
};

/** Empty HTML in admin mode: the engine's placeholder, so editors can find and fill the box. */
export const AdminPlaceholder: Story = {
  tags: ['admin-placeholder'],
  globals: { mode: 'admin' },
  args: { HTML: '' },
};
