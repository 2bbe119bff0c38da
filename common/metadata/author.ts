/**
 * Authors of a page's content (credits.by entries and author-service documents), normalised so the
 * byline, author list, reporter profile, full author bio and page metadata read them one way.
 */

export interface AuthorImage { url: string; alt: string; id?: string; auth?: Record<string, string | undefined> }

export interface Author {
  id?: string;
  slug?: string;
  /** byline, else name */
  byline: string;
  /** The entry's own url (credits.by url); author documents have bioPage instead. */
  url?: string;
  role?: string;
  bio?: string;
  bioPage?: string;
  image?: AuthorImage;
  /** Social handles or addresses by network, non-empty only (credits.by social_links or author-service fields). */
  social: Record<string, string>;
}

const text = (v: unknown): string | undefined => (typeof v === 'string' && v.trim() ? v.trim() : undefined);

/** Networks an author document can carry as plain fields (author-service shape). */
export const SOCIAL_NETWORKS = [
  'email', 'facebook', 'instagram', 'linkedin', 'medium', 'pinterest', 'reddit', 'rss', 'snapchat',
  'soundcloud', 'tumblr', 'twitter', 'whatsapp', 'youtube',
] as const;
export type SocialNetwork = (typeof SOCIAL_NETWORKS)[number];

function imageOf(a: Record<string, any>): AuthorImage | undefined {
  const img = a.image;
  const url = typeof img === 'string' ? text(img) : text(img?.url);
  if (!url) return undefined;
  const alt = (typeof img === 'object' ? text(img?.alt_text) : undefined) ?? text(a.image_alt) ?? text(a.byline) ?? text(a.name) ?? '';
  const id = (typeof img === 'object' ? text(img?._id) : undefined) ?? text(a.image_id);
  const auth = typeof img === 'object' && img?.auth && typeof img.auth === 'object' ? img.auth : undefined;
  return { url, alt, ...(id ? { id } : {}), ...(auth ? { auth } : {}) };
}

function socialOf(a: Record<string, any>): Record<string, string> {
  const out: Record<string, string> = {};
  if (Array.isArray(a.social_links)) {
    for (const link of a.social_links) {
      const site = text(link?.site)?.toLowerCase();
      const url = text(link?.url);
      if (site && url && !out[site]) out[site] = url;
    }
  }
  for (const network of SOCIAL_NETWORKS) {
    const value = text(a[network]);
    if (value && !out[network]) out[network] = value;
  }
  return out;
}

/** One credits.by entry or author document; undefined when it names nobody and shows nothing. */
export function normaliseAuthor(raw: unknown): Author | undefined {
  if (!raw || typeof raw !== 'object') return undefined;
  const a = raw as Record<string, any>;
  const original = a.additional_properties?.original ?? {};
  const byline = text(a.byline) ?? text(a.name) ?? text(original.byline) ?? '';
  const author: Author = {
    byline,
    social: socialOf(a),
    ...(text(a._id) ? { id: text(a._id) } : {}),
    ...(text(a.slug) ? { slug: text(a.slug) } : {}),
  };
  // Only the entry's own url: the author list skips entries without one.
  const url = text(a.url);
  if (url) author.url = url;
  const role = text(a.role) ?? text(original.role);
  if (role) author.role = role;
  const bio = text(a.bio) ?? text(a.description) ?? text(original.bio);
  if (bio) author.bio = bio;
  const bioPage = text(a.bio_page) ?? text(original.bio_page);
  if (bioPage) author.bioPage = bioPage;
  const image = imageOf(a);
  if (image) author.image = image;
  return author;
}

/** credits.by of a content item, normalised; entries naming nobody are dropped. */
export function creditedAuthors(content: any): Author[] {
  const by: unknown[] = Array.isArray(content?.credits?.by) ? content.credits.by : [];
  return by.map(normaliseAuthor).filter((a): a is Author => !!a && !!a.byline);
}

/** Full author bio: the first of `authors` (author pages), else of credits.by. */
export function firstAuthor(content: any): Author | undefined {
  const raw = (Array.isArray(content?.authors) && content.authors[0]) || (Array.isArray(content?.credits?.by) && content.credits.by[0]);
  return normaliseAuthor(raw);
}

const e = encodeURIComponent;
const HANDLE_URLS: Partial<Record<SocialNetwork, (h: string) => string>> = {
  facebook: (h) => `https://www.facebook.com/${e(h)}`,
  instagram: (h) => `https://www.instagram.com/${e(h)}`,
  linkedin: (h) => `https://www.linkedin.com/in/${e(h)}`,
  medium: (h) => `https://medium.com/@${e(h)}`,
  pinterest: (h) => `https://www.pinterest.com/${e(h)}`,
  reddit: (h) => `https://www.reddit.com/user/${e(h)}`,
  snapchat: (h) => `https://www.snapchat.com/add/${e(h)}`,
  soundcloud: (h) => `https://soundcloud.com/${e(h)}`,
  tumblr: (h) => `https://${e(h)}.tumblr.com`,
  twitter: (h) => `https://twitter.com/${e(h)}`,
  // wa.me takes the number in international form, digits only.
  whatsapp: (h) => `https://wa.me/${h.replace(/\D/g, '')}`,
  youtube: (h) => `https://www.youtube.com/@${e(h)}`,
};

/**
 * The address a social value links to: email becomes mailto:, an address (http(s), protocol-relative or a
 * site path) is kept, and a bare handle (with or without '@') becomes the network's profile address.
 * Undefined for an empty value or an unknown network given only a handle.
 */
export function socialHref(network: string, value: string | undefined): string | undefined {
  const v = value?.trim();
  if (!v) return undefined;
  if (network === 'email') return v.startsWith('mailto:') ? v : `mailto:${v}`;
  if (/^(https?:)?\/\//i.test(v) || v.startsWith('/')) return v;
  const handle = v.replace(/^@/, '');
  const build = HANDLE_URLS[network as SocialNetwork];
  return build && handle ? build(handle) : undefined;
}

export interface SocialLink { network: string; href: string }

/** Links for the networks listed, in that order, only where the author has a non-empty value. */
export function socialLinks(author: Author, networks: readonly string[]): SocialLink[] {
  const out: SocialLink[] = [];
  for (const network of networks) {
    const href = socialHref(network, author.social[network]);
    if (href) out.push({ network, href });
  }
  return out;
}
