/**
 * The site itself in structured data: the publisher (NewsMediaOrganization, from the site properties the footer
 * shows: name, primary logo, social pages), the WebSite with its search (the search box's /search/{term}), and an
 * author's ProfilePage.
 */
import type { NewsMediaOrganization, Person, ProfilePage, SearchAction, WebSite, WithActionConstraints } from 'schema-dts';
import { firstAuthor, socialHref } from './author.ts';
import { absoluteUrl, onDomain } from './canonical.ts';
import { text, type SdContext } from './sd-context.ts';
import { socialImageUrl } from './social-image.ts';
import { pageDescription } from './text.ts';

/** The placeholder Google's SearchAction names in both the URL template and query-input. */
export const SEARCH_TERM = 'search_term_string';

type Org = Exclude<NewsMediaOrganization, string>;

/** The site's social pages (footer's Facebook, Instagram, YouTube, and the Twitter account the cards name). */
function sameAs(props: Record<string, any>): string[] {
  const out = ['facebookPage', 'instagramPage', 'youtubeChannel'].map((k) => text(props[k])).filter((u): u is string => !!u && /^https?:\/\//.test(u));
  const twitter = text(props.twitterUsername);
  const href = twitter ? socialHref('twitter', twitter) : undefined;
  if (href) out.push(href);
  return out;
}

/** The publisher, one object under one @id on every page, so what reads the pages knows it is one organisation. */
export function organisation(ctx: SdContext): Org {
  const logo = onDomain(text(ctx.siteProperties.primaryLogo), ctx.domain)?.href;
  const links = sameAs(ctx.siteProperties);
  return {
    '@type': 'NewsMediaOrganization',
    '@id': `${ctx.siteUrl}#organization`,
    name: ctx.siteName,
    url: ctx.siteUrl,
    ...(logo ? { logo: { '@type': 'ImageObject', url: logo } } : {}),
    ...(links.length ? { sameAs: links } : {}),
  };
}

/** The homepage's WebSite: the search readers can run from the header, for /search/{term}. */
export function webSite(ctx: SdContext): Exclude<WebSite, string> {
  const search: WithActionConstraints<SearchAction> = {
    '@type': 'SearchAction',
    target: { '@type': 'EntryPoint', urlTemplate: `${ctx.siteUrl}search/{${SEARCH_TERM}}` },
    'query-input': `required name=${SEARCH_TERM}`,
  };
  const description = pageDescription('homepage', ctx.globalContent, ctx.siteProperties, ctx.lang);
  return {
    '@type': 'WebSite',
    '@id': `${ctx.siteUrl}#website`,
    name: ctx.siteName,
    url: ctx.siteUrl,
    inLanguage: ctx.lang,
    ...(description ? { description } : {}),
    publisher: { '@id': `${ctx.siteUrl}#organization` },
    potentialAction: search,
  };
}

/** An author page: ProfilePage whose main entity is the author (name, address, photo, bio, role, profiles). */
export function profilePage(ctx: SdContext): Exclude<ProfilePage, string> | undefined {
  const author = firstAuthor(ctx.globalContent);
  if (!author?.byline) return undefined;
  const url = absoluteUrl(author.bioPage ?? author.url, ctx.domain) ?? ctx.canonical;
  const image = ctx.image?.kind === 'author' ? socialImageUrl(ctx.image, ctx.domain, ctx.signedImageAuth) : undefined;
  const profiles = Object.entries(author.social)
    .map(([network, value]) => socialHref(network, value))
    .filter((href): href is string => !!href && /^https?:\/\//.test(href));
  const person: Exclude<Person, string> = {
    '@type': 'Person',
    name: author.byline,
    ...(url ? { url } : {}),
    ...(author.id ?? author.slug ? { identifier: author.id ?? author.slug } : {}),
    ...(image ? { image } : {}),
    ...(author.bio ? { description: author.bio } : {}),
    ...(author.role ? { jobTitle: author.role } : {}),
    ...(profiles.length ? { sameAs: profiles } : {}),
    worksFor: organisation(ctx),
  };
  return {
    '@type': 'ProfilePage',
    ...(ctx.canonical ? { url: ctx.canonical } : {}),
    inLanguage: ctx.lang,
    mainEntity: person,
  };
}
