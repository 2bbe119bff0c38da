import { type BlockMeta, type BlockStory, type ContentFixture } from '../../engine/testing/index.ts';
import alertBar from './index.ts';
import { ALERT_SOURCE, alertQuery } from './alert.ts';

const SITE = 'teaomarama';

/** The alert list as the alert-bar-collections source returns it for this site. */
const alerts = (items: Array<{ headline: string; url?: string }>): ContentFixture[] => [{
  source: ALERT_SOURCE,
  query: alertQuery(SITE),
  value: {
    content_elements: items.map(({ headline, url }) => ({
      headlines: { basic: headline },
      websites: url ? { [SITE]: { website_url: url } } : {},
    })),
  },
}];

const meta: BlockMeta<typeof alertBar> = {
  title: 'Blocks/Alert Bar',
  parameters: {
    layout: 'fullscreen',
    pagebuilder: {
      block: alertBar,
      site: SITE,
      content: alerts([{ headline: 'Large earthquake strikes the South Island', url: '/2026/11/20/x/' }]),
    },
  },
};

export default meta;
type Story = BlockStory<typeof alertBar>;

export const English: Story = {};

export const Maori: Story = {
  name: 'Māori',
  globals: { lang: 'mi' },
  parameters: { pagebuilder: { content: alerts([{ headline: 'He rū whenua nui i Te Waipounamu', url: '/2026/11/20/x/' }]) } },
};

export const CustomAriaLabel: Story = {
  args: { ariaLabel: 'Civil defence alert' },
};

/** An alert whose story has no address on this site shows as text, not a link. */
export const WithoutLink: Story = {
  parameters: { pagebuilder: { content: alerts([{ headline: 'Power cut across Tāmaki Makaurau' }]) } },
};

/** No alert: readers get nothing. */
export const NoAlert: Story = {
  parameters: { pagebuilder: { content: alerts([]) } },
};

/** Spec section 6: in admin the alert bar is hidden, even with an alert; editors see its placeholder. */
export const AdminPlaceholder: Story = {
  tags: ['admin-placeholder'],
  globals: { mode: 'admin' },
};
