/** Footer logo ("Footer": logo links to /, height 64; some output types show only the light-background logo). */
export const FOOTER_LOGO_HEIGHT = 64;
export const DEFAULT_LIGHT_LOGO_OUTPUT_TYPES = 'amp';

export interface FooterLogo { src: string; alt: string; light: boolean }

/** The field's comma-separated list of output types, e.g. "amp, print" -> ["amp", "print"]. */
export function parseOutputTypes(list: string | undefined): string[] {
  return (list ?? '').split(',').map((s) => s.trim()).filter(Boolean);
}

/**
 * The logo the footer shows: for the listed output types only the light-background logo (none when the site
 * has none); otherwise the primary logo. Alt text falls back to the site name.
 */
export function footerLogo(properties: Record<string, any>, outputType: string, lightOutputTypes: string[]): FooterLogo | undefined {
  const light = lightOutputTypes.includes(outputType);
  const src: unknown = light ? properties.lightBackgroundLogo : properties.primaryLogo;
  if (typeof src !== 'string' || !src) return undefined;
  const alt: unknown = (light ? properties.lightBackgroundLogoAlt : properties.primaryLogoAlt) || properties.siteName;
  return { src, alt: typeof alt === 'string' ? alt : '', light };
}

export const SOCIAL_NETWORKS = [
  { key: 'facebookPage', name: 'Facebook' },
  { key: 'instagramPage', name: 'Instagram' },
  { key: 'youtubeChannel', name: 'YouTube' },
] as const;

/** Social links to Facebook, Instagram and YouTube, each only when the site property is set. */
export function socialLinks(properties: Record<string, any>): Array<{ name: string; url: string }> {
  return SOCIAL_NETWORKS.filter((n) => typeof properties[n.key] === 'string' && properties[n.key]).map((n) => ({ name: n.name, url: properties[n.key] }));
}
