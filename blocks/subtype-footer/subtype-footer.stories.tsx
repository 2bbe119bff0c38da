import { type BlockMeta, type BlockStory } from '../../engine/testing/index.ts';
import { onPage } from '../../.storybook/page-stories.ts';
import subtypeFooter from './index.ts';
import { PHOTO_SOURCE, photoQuery } from './subtypes.ts';

const SITE = 'teaomarama';
const story = (subtype?: string) => ({ _id: 'STORY1', type: 'story', headlines: { basic: 'Council votes on water reform' }, ...(subtype ? { subtype } : {}) });
const LOGO_ID = 'LOGOLOCALDEMOCRACYREPORTIN';

const meta: BlockMeta<typeof subtypeFooter> = {
  title: 'Blocks/Subtype Footer',
  // Page content is set per story: Storybook deep-merges parameters, so a meta-level subtype would leak into the others.
  parameters: { pagebuilder: { block: subtypeFooter, site: SITE } },
};

export default meta;
type Story = BlockStory<typeof subtypeFooter>;

/** Default title and the drawn logo (no logo image id configured). */
export const English: Story = onPage(story('local-democracy-reporting'));

export const Maori: Story = { ...English, name: 'Māori', globals: { lang: 'mi' } };

export const PublicInterestJournalism: Story = onPage(story('public-interest-journalism'));

export const TeRito: Story = onPage(story('te-rito'));

/** The Open Justice logo links to the team's email address. */
export const OpenJustice: Story = {
  args: { openJusticeTitle: 'Reporting from our courts', openJusticeEmail: 'openjustice@example.com' },
  ...onPage(story('open-justice')),
};

/** A logo from the photo service (the signed image from the resizer; the drawn logo if the photo is missing). */
export const LogoFromPhotoService: Story = {
  args: { localDemocracyReportingLogoId: LOGO_ID, localDemocracyReportingTitle: 'Local Democracy Reporting is funded by NZ On Air' },
  parameters: {
    pagebuilder: {
      globalContent: story('local-democracy-reporting'),
      content: [{ source: PHOTO_SOURCE, query: photoQuery(LOGO_ID, SITE), value: { url: '/static/subtypes/local-democracy-reporting.svg', width: 480, height: 160 } }],
    },
  },
};

/** A story outside the four programmes: readers get nothing. */
export const NoSubtype: Story = onPage(story());

export const AdminPlaceholder: Story = { tags: ['admin-placeholder'], ...onPage(story(), { mode: 'admin' }) };
