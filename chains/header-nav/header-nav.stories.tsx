import type { Meta, StoryObj } from '@storybook/react-vite';
import type { CustomFieldsOf, PagebuilderParameters } from '../../engine/testing/index.ts';
import headerNav from './index.ts';
import linksBar from '../../blocks/links-bar/index.ts';
import { hierarchyFixtures } from '../../common/navigation/fixtures.ts';
import { chainStory } from '../../.storybook/chain-stories.ts';

const sections = { block: linksBar, id: 'sections', customFields: { hierarchy: 'MainMenu', ariaLabel: 'Sections' } };
const about = { block: linksBar, id: 'about', customFields: { hierarchy: 'FooterAbout', showSeparators: false } };
const legal = { block: linksBar, id: 'legal', customFields: { hierarchy: 'FooterPrivacyTerms', showSeparators: false } };

const meta = {
  title: 'Chains/Header Nav',
  parameters: {
    pagebuilder: {
      block: headerNav,
      children: [sections, about],
      content: hierarchyFixtures('MainMenu', 'FooterAbout', 'FooterPrivacyTerms'),
    } satisfies PagebuilderParameters,
  },
} satisfies Meta<CustomFieldsOf<typeof headerNav>>;

export default meta;
type Story = StoryObj<Meta<CustomFieldsOf<typeof headerNav>>>;

/** Section links at the start, about links at the end. */
export const English: Story = {};

export const Maori: Story = { name: 'Māori', globals: { lang: 'mi' } };

/** Everything at the end side: the second block shows from 768 px only. */
export const AllAtEnd: Story = { args: { startCount: 0 }, parameters: { pagebuilder: { children: [about, legal] } } };

/** Three blocks on one side: editors are told the third is not shown. */
export const AdminTooManyBlocks: Story = {
  globals: { mode: 'admin' },
  args: { startCount: 3 },
  parameters: { pagebuilder: { children: [sections, about, legal] } },
};

/** An empty chain: editors see the placeholder, readers nothing. */
export const AdminPlaceholder: Story = { tags: ['admin-placeholder'], ...chainStory.adminEmpty };
