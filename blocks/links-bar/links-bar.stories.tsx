import type { Meta, StoryObj } from '@storybook/react-vite';
import type { CustomFieldsOf, PagebuilderParameters } from '../../engine/testing/index.ts';
import linksBar from './index.ts';
import { hierarchyFixtures } from '../../common/navigation/fixtures.ts';

const meta = {
  title: 'Blocks/Links Bar',
  args: { hierarchy: 'MainMenu' },
  parameters: { pagebuilder: { block: linksBar, content: hierarchyFixtures('MainMenu', 'FooterAbout') } satisfies PagebuilderParameters },
} satisfies Meta<CustomFieldsOf<typeof linksBar>>;

export default meta;
type Story = StoryObj<Meta<CustomFieldsOf<typeof linksBar>>>;

export const English: Story = {};

export const Maori: Story = { name: 'Māori', globals: { lang: 'mi' } };

export const WithoutSeparators: Story = { args: { hierarchy: 'FooterAbout', showSeparators: false } };

/** No hierarchy chosen yet: editors see the placeholder, readers nothing. */
export const AdminPlaceholder: Story = { tags: ['admin-placeholder'], globals: { mode: 'admin' }, args: { hierarchy: undefined } };
