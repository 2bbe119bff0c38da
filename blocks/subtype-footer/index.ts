import { defineFeature, field, fields } from '../../engine/index.ts';
import SubtypeFooter from './component.tsx';
import { configuredLogoIds, PHOTO_SOURCE, photoQuery } from './subtypes.ts';
import phrases from './phrases.json';

const EMAIL_PATTERN = '^[^\\s@<>"]+@[^\\s@<>"]+\\.[^\\s@<>"]+$';
const LOGO_ID = { description: 'Photo id (26 characters) of the logo in the photo service; empty uses the built-in logo', pattern: '^[A-Z0-9]{26}$' };

const optionalText = (m: Parameters<typeof field.text>[0]) => field.optional(field.text(m));
type OptionalText = ReturnType<typeof optionalText>;

/** Title, Māori title and logo id of one programme, e.g. teRitoTitle, teRitoMaoriTitle, teRitoLogoId. */
function programme<const P extends string>(prefix: P, name: string): Record<`${P}Title` | `${P}MaoriTitle` | `${P}LogoId`, OptionalText> {
  return {
    [`${prefix}Title`]: optionalText({ label: { en: `${name}: title`, mi: `${name}: taitara` }, group: name }),
    [`${prefix}MaoriTitle`]: optionalText({ label: { en: `${name}: Māori title`, mi: `${name}: taitara Māori` }, group: name }),
    [`${prefix}LogoId`]: optionalText({ label: { en: `${name}: logo image id`, mi: `${name}: tohu whakaahua` }, group: name, ...LOGO_ID }),
  } as Record<`${P}Title` | `${P}MaoriTitle` | `${P}LogoId`, OptionalText>;
}

export const subtypeFooterFields = fields({
  ...programme('publicInterestJournalism', 'Public Interest Journalism'),
  ...programme('teRito', 'Te Rito'),
  ...programme('localDemocracyReporting', 'Local Democracy Reporting'),
  ...programme('openJustice', 'Open Justice'),
  openJusticeEmail: field.text({
    label: { en: 'Open Justice: team email', mi: 'Open Justice: īmēra o te rōpū' },
    description: 'The Open Justice logo links to this address (mailto)',
    group: 'Open Justice',
    pattern: EMAIL_PATTERN,
    default: 'openjustice@example.com',
  }),
});

export default defineFeature({
  name: 'subtype-footer',
  label: { en: 'Subtype Footer', mi: 'Hiku Momo Kōrero' },
  group: 'Navigation',
  description: "For stories of a journalism programme (content subtype): the programme's title and logo; the Open Justice logo emails the team.",
  fields: subtypeFooterFields,
  phrases,
  content: ({ site, customFields }) => configuredLogoIds(customFields).map((id) => ({ source: PHOTO_SOURCE, query: photoQuery(id, site) })),
  component: SubtypeFooter,
});
