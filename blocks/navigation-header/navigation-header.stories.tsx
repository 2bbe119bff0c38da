import type { Meta, StoryObj } from '@storybook/react-vite';
import type { CustomFieldsOf, PagebuilderParameters } from '../../engine/testing/index.ts';
import navigationHeader from './index.ts';
import { hierarchyFixtures } from '../../common/navigation/fixtures.ts';

const menus = hierarchyFixtures('MainMenu', 'MobileMenu');

const meta = {
  title: 'Blocks/Navigation Header',
  parameters: { pagebuilder: { block: navigationHeader, content: menus } satisfies PagebuilderParameters },
} satisfies Meta<CustomFieldsOf<typeof navigationHeader>>;

export default meta;
type Story = StoryObj<Meta<CustomFieldsOf<typeof navigationHeader>>>;

export const English: Story = {};

export const Maori: Story = { name: 'Māori', globals: { lang: 'mi' } };

/** Logo on the right: the horizontal links sit before it. */
export const LogoRight: Story = { args: { logoAlignment: 'right' } };

/** A centred logo leaves no room for horizontal links; readers just get the bar without them. */
export const LogoCentred: Story = { args: { logoAlignment: 'center' }, parameters: { pagebuilder: { content: hierarchyFixtures('MobileMenu') } } };

/** Editors are warned that a centred logo hides the horizontal links they switched on. */
export const AdminCentredWarning: Story = {
  globals: { mode: 'admin' },
  args: { logoAlignment: 'center' },
  parameters: { pagebuilder: { content: hierarchyFixtures('MobileMenu') } },
};

/** Search to a custom action, no share button, no language switch. */
export const CustomSearchNoShare: Story = {
  args: { customSearchAction: '/kimi?q={term}', showShare: false, showLanguageSwitch: false },
};

/** No logo and no menu content: editors see the placeholder, readers nothing. */
export const AdminPlaceholder: Story = {
  tags: ['admin-placeholder'], // a literal: Storybook indexes tags statically
  globals: { mode: 'admin' },
  parameters: { pagebuilder: { siteProperties: { primaryLogo: '' }, content: hierarchyFixtures('NoSuchMenu', 'NoSuchMobileMenu') } },
  args: { horizontalLinksHierarchy: 'NoSuchMenu', sectionsHierarchy: 'NoSuchMobileMenu' },
};
