import type { Meta, StoryObj } from '@storybook/react-vite';
import { type CustomFieldsOf, type PagebuilderParameters } from '../../engine/testing/index.ts';
import footer from './index.ts';
import { hierarchyFixtures } from '../../common/navigation/fixtures.ts';

const lists = hierarchyFixtures('Footer', 'FooterAbout', 'FooterPrivacyTerms');

const meta = {
  title: 'Blocks/Footer',
  parameters: { pagebuilder: { block: footer, content: lists } satisfies PagebuilderParameters },
} satisfies Meta<CustomFieldsOf<typeof footer>>;

export default meta;
type Story = StoryObj<Meta<CustomFieldsOf<typeof footer>>>;

export const English: Story = {};

export const Maori: Story = { name: 'Māori', globals: { lang: 'mi' } };

/** AMP output: only the light-background logo, on a light footer. */
export const AmpLightLogo: Story = { parameters: { pagebuilder: { outputType: 'amp' } } };

/** Editors see the footer as readers do. */
export const Admin: Story = { globals: { mode: 'admin' } };

/** No links, logo, social links or copyright: editors see the placeholder, readers nothing. */
export const AdminPlaceholder: Story = {
  tags: ['admin-placeholder'],
  globals: { mode: 'admin' },
  args: { sectionsHierarchy: 'None1', aboutHierarchy: 'None2', legalHierarchy: 'None3', showSocialLinks: false },
  parameters: {
    pagebuilder: {
      content: hierarchyFixtures('None1', 'None2', 'None3'),
      siteProperties: { primaryLogo: '', copyrightText: '' },
    },
  },
};
