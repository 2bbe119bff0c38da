import type { Meta, StoryObj } from '@storybook/react-vite';
import type { CustomFieldsOf, PagebuilderParameters } from '../../engine/testing/index.ts';
import masthead from './index.ts';

const meta = {
  title: 'Blocks/Masthead',
  args: { tagline: 'News from Aotearoa and the world', maoriTagline: 'Ngā kōrero o Aotearoa me te ao' },
  parameters: { pagebuilder: { block: masthead } satisfies PagebuilderParameters },
} satisfies Meta<CustomFieldsOf<typeof masthead>>;

export default meta;
type Story = StoryObj<Meta<CustomFieldsOf<typeof masthead>>>;

export const English: Story = {};

export const Maori: Story = { name: 'Māori', globals: { lang: 'mi' } };

/** With the weekday, from the editor's format. */
export const LongDate: Story = { args: { dateFormat: '%A, %B %-d, %Y' } };

export const LogoOnly: Story = { args: { tagline: undefined, maoriTagline: undefined, showDate: false } };

/** Editors see the masthead as readers do. */
export const Admin: Story = { globals: { mode: 'admin' } };

/** Logo and date off and no tagline: editors see the placeholder, readers nothing. */
export const AdminPlaceholder: Story = {
  tags: ['admin-placeholder'],
  globals: { mode: 'admin' },
  args: { showLogo: false, showDate: false, tagline: undefined, maoriTagline: undefined },
};
