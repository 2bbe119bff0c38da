/**
 * Full author bio rules: the author is the first of `authors`, else of credits.by; the profile link is
 * the credits.by url; social handles for fourteen networks, only when non-empty; shown only when any of byline,
 * image, role, bio or social links exist.
 */
import { firstAuthor, socialLinks, type Author, type SocialLink } from '../../common/metadata/index.ts';

export const BIO_NETWORKS = [
  'email', 'facebook', 'instagram', 'linkedin', 'medium', 'pinterest', 'reddit', 'rss', 'snapchat', 'soundcloud',
  'tumblr', 'twitter', 'whatsapp', 'youtube',
] as const;

export interface FullBio { author: Author; profileUrl?: string; links: SocialLink[] }

export function fullBio(content: any): FullBio | undefined {
  const author = firstAuthor(content);
  if (!author) return undefined;
  const links = socialLinks(author, BIO_NETWORKS);
  if (!author.byline && !author.image && !author.role && !author.bio && !links.length) return undefined;
  const url = content?.credits?.by?.[0]?.url;
  return { author, links, ...(typeof url === 'string' && url.trim() ? { profileUrl: url.trim() } : {}) };
}
