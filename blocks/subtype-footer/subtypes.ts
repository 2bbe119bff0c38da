/** The four journalism programme subtypes and how the footer shows each (spec "Subtype footer", section 7 photo-service). */
import { resizedImage, type ImageAns } from '../../common/images.ts';

export const SUBTYPES = ['public-interest-journalism', 'te-rito', 'local-democracy-reporting', 'open-justice'] as const;
export type Subtype = (typeof SUBTYPES)[number];

/** Custom-field prefix of each subtype (e.g. teRitoTitle, teRitoMaoriTitle, teRitoLogoId). */
export const FIELD_PREFIX: Record<Subtype, 'publicInterestJournalism' | 'teRito' | 'localDemocracyReporting' | 'openJustice'> = {
  'public-interest-journalism': 'publicInterestJournalism',
  'te-rito': 'teRito',
  'local-democracy-reporting': 'localDemocracyReporting',
  'open-justice': 'openJustice',
};

export const PROGRAMME_NAMES: Record<Subtype, string> = {
  'public-interest-journalism': 'Public Interest Journalism',
  'te-rito': 'Te Rito',
  'local-democracy-reporting': 'Local Democracy Reporting',
  'open-justice': 'Open Justice',
};

/** Photo-service with {id, websiteName} returns the logo's _id and auth. */
export const PHOTO_SOURCE = 'photo-service';
export const photoQuery = (id: string, site: string) => ({ id, websiteName: site });

/** Drawn logos in public/subtypes/, served under /static. */
export const localLogo = (subtype: Subtype) => `/static/subtypes/${subtype}.svg`;
export const LOGO_WIDTHS = [300, 600] as const;

/** The content's subtype as one of the four, tolerating case, spaces and underscores ("Open Justice", "open_justice"). */
export function subtypeOf(content: any): Subtype | undefined {
  const raw = content?.subtype;
  if (typeof raw !== 'string') return undefined;
  const normal = raw.trim().toLowerCase().replace(/[\s_]+/g, '-');
  return (SUBTYPES as readonly string[]).includes(normal) ? (normal as Subtype) : undefined;
}

type Fields = Record<string, unknown>;
const text = (v: unknown) => (typeof v === 'string' && v.trim() ? v.trim() : undefined);

/** The configured title in the reader's language (maoriTitle for mi), else the default phrase. */
export function titleOf(subtype: Subtype, fields: Fields, lang: string, fallback: string): string {
  const prefix = FIELD_PREFIX[subtype];
  return (lang === 'mi' ? text(fields[`${prefix}MaoriTitle`]) : text(fields[`${prefix}Title`])) ?? fallback;
}

export function logoIdOf(subtype: Subtype, fields: Fields): string | undefined {
  return text(fields[`${FIELD_PREFIX[subtype]}LogoId`]);
}

/** Every configured logo id, so the page fetches them with the rest of its content. */
export function configuredLogoIds(fields: Fields): string[] {
  return SUBTYPES.map((s) => logoIdOf(s, fields)).filter((id): id is string => !!id);
}

/** The photo-service image resized when there is one with a url, else the local drawing. */
export function logoImage(subtype: Subtype, photo: ImageAns | undefined, resizerBase: string): { src: string; srcSet?: string } {
  if (photo && typeof photo.url === 'string' && photo.url) {
    const image = resizedImage(photo, { widths: LOGO_WIDTHS, width: LOGO_WIDTHS[0], resizerBase });
    return { src: image.src, srcSet: image.srcSet || undefined };
  }
  return { src: localLogo(subtype) };
}

/** Spec: the open justice logo links to a mailto address for the open justice team. */
export function mailtoOf(email: unknown): string | undefined {
  const address = text(email);
  return address && /^[^\s@<>"]+@[^\s@<>"]+$/.test(address) ? `mailto:${address}` : undefined;
}
