/**
 * Checks of a page's JSON-LD: Adobe's structured-data validator (Google's rich-result rules for the types it knows:
 * VideoObject, BreadcrumbList, ListItem, Person, Organization, ImageObject), run offline (no schema.org vocabulary
 * is fetched; the vocabulary is checked at compile time by the builders' schema-dts types), plus Google's required
 * and recommended properties of the types it does not know (articles, paywalls, WebSite, ProfilePage) and what the
 * issue asks of each, as explicit rules. Each rule's text is what a test title states.
 */
import Validator from '@adobe/structured-data-validator';

type Node = Record<string, any>;
export interface Rule { type: string; rule: string; holds(node: Node): boolean }

const str = (v: unknown): v is string => typeof v === 'string' && v.trim().length > 0;
const list = (v: unknown): unknown[] => (Array.isArray(v) ? v : v === undefined ? [] : [v]);
const absolute = (v: unknown): boolean => str(v) && /^https?:\/\/[^/]+/.test(v);
// ISO 8601 with a time and a time zone: Google reads a date without a zone as the crawler's own.
const dateTime = (v: unknown): boolean => str(v) && /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/.test(v);
const duration = (v: unknown): boolean => str(v) && /^P(?=\d|T\d)(\d+Y)?(\d+M)?(\d+D)?(T(?=\d)(\d+H)?(\d+M)?(\d+S)?)?$/.test(v);

/** The ratio of a resizer crop URL (width and height parameters), e.g. '16:9'; undefined for another URL. */
function cropRatio(url: unknown): string | undefined {
  if (!str(url)) return undefined;
  const params = new URL(url).searchParams;
  const w = Number(params.get('width'));
  const h = Number(params.get('height'));
  if (!w || !h) return undefined;
  for (const [ratio, value] of [['16:9', 16 / 9], ['4:3', 4 / 3], ['1:1', 1]] as const) if (Math.abs(w / h - value) < 0.01 && w * h >= 50_000) return ratio;
  return undefined;
}
const threeRatios = (images: unknown) => {
  const ratios = new Set(list(images).map(cropRatio));
  return ['16:9', '4:3', '1:1'].every((r) => ratios.has(r));
};

const organisationRules = (type: string): Rule[] => [
  { type, rule: `${type} has a name`, holds: (n) => str(n.name) },
  { type, rule: `${type} has the site's absolute url`, holds: (n) => absolute(n.url) },
  { type, rule: `${type} has a logo with an absolute url`, holds: (n) => absolute(n.logo?.url ?? n.logo) },
];

const articleRules = (type: string): Rule[] => [
  { type, rule: `${type} has a headline`, holds: (n) => str(n.headline) },
  { type, rule: `${type} has images at 16x9, 4x3 and 1x1, each of 50,000 pixels or more`, holds: (n) => threeRatios(n.image) && list(n.image).every(absolute) },
  { type, rule: `${type} has datePublished with a time zone`, holds: (n) => dateTime(n.datePublished) },
  { type, rule: `${type} has dateModified with a time zone, not before datePublished`, holds: (n) => dateTime(n.dateModified) && Date.parse(n.dateModified) >= Date.parse(n.datePublished) },
  {
    type, rule: `${type} has authors, each a Person with a name and an absolute url (or the Organization)`,
    holds: (n) => list(n.author).length > 0 && list(n.author).every((a: any) => str(a?.name) && (a['@type'] === 'Person' ? absolute(a.url) : a['@type'] === 'NewsMediaOrganization')),
  },
  { type, rule: `${type} has a NewsMediaOrganization publisher with a name and a logo`, holds: (n) => n.publisher?.['@type'] === 'NewsMediaOrganization' && str(n.publisher.name) && absolute(n.publisher.logo?.url) },
  { type, rule: `${type} has inLanguage, a language code`, holds: (n) => str(n.inLanguage) && /^[a-z]{2,3}(-|$)/.test(n.inLanguage) },
  { type, rule: `${type} says isAccessibleForFree as a boolean`, holds: (n) => typeof n.isAccessibleForFree === 'boolean' },
  {
    type, rule: `${type} that is not free marks its paywalled part (hasPart WebPageElement, isAccessibleForFree false, cssSelector)`,
    holds: (n) => n.isAccessibleForFree !== false || list(n.hasPart).some((p: any) => p?.['@type'] === 'WebPageElement' && p.isAccessibleForFree === false && str(p.cssSelector)),
  },
  { type, rule: `${type} names its page (mainEntityOfPage, absolute)`, holds: (n) => absolute(n.mainEntityOfPage) },
];

export const RULES: Rule[] = [
  ...articleRules('NewsArticle'),
  ...articleRules('AdvertiserContentArticle'),
  { type: 'VideoObject', rule: 'VideoObject has a name', holds: (n) => str(n.name) },
  { type: 'VideoObject', rule: 'VideoObject has a description', holds: (n) => str(n.description) },
  { type: 'VideoObject', rule: 'VideoObject has thumbnailUrl at 16x9, 4x3 and 1x1', holds: (n) => threeRatios(n.thumbnailUrl) && list(n.thumbnailUrl).every(absolute) },
  { type: 'VideoObject', rule: 'VideoObject has uploadDate with a time zone', holds: (n) => dateTime(n.uploadDate) },
  { type: 'VideoObject', rule: 'VideoObject has an ISO 8601 duration', holds: (n) => duration(n.duration) },
  { type: 'VideoObject', rule: 'VideoObject has an absolute contentUrl or embedUrl', holds: (n) => absolute(n.contentUrl) || absolute(n.embedUrl) },
  {
    type: 'BreadcrumbList', rule: 'BreadcrumbList has two ListItems or more, at positions 1 to n, each named, each with an absolute item but the last',
    holds: (n) => {
      const items = list(n.itemListElement) as Node[];
      return items.length >= 2 && items.every((it, i) => it['@type'] === 'ListItem' && it.position === i + 1 && str(it.name) && (i === items.length - 1 || absolute(it.item)));
    },
  },
  { type: 'WebSite', rule: 'WebSite has a name and the absolute site url', holds: (n) => str(n.name) && absolute(n.url) },
  {
    type: 'WebSite', rule: 'WebSite has a SearchAction to /search/{search_term_string} with query-input "required name=search_term_string"',
    holds: (n) => n.potentialAction?.['@type'] === 'SearchAction' && /\/search\/\{search_term_string\}$/.test(n.potentialAction.target?.urlTemplate ?? '') && n.potentialAction['query-input'] === 'required name=search_term_string',
  },
  ...organisationRules('NewsMediaOrganization'),
  { type: 'ProfilePage', rule: 'ProfilePage has a mainEntity Person with a name', holds: (n) => n.mainEntity?.['@type'] === 'Person' && str(n.mainEntity.name) },
  { type: 'ProfilePage', rule: "ProfilePage's Person has an absolute url and image", holds: (n) => absolute(n.mainEntity?.url) && absolute(n.mainEntity?.image) },
];

/** The rules of a node's type (or types) that it breaks, by their text. */
export function brokenRules(node: Node): string[] {
  const types = list(node['@type']);
  return RULES.filter((r) => types.includes(r.type) && !r.holds(node)).map((r) => r.rule);
}

/** Every problem of a graph: each node's broken rules, then the validator's errors, as "Type: message". */
export async function structuredDataProblems(data: Node): Promise<string[]> {
  const nodes: Node[] = Array.isArray(data['@graph']) ? data['@graph'] : [data];
  const problems: string[] = [];
  if (data['@context'] !== 'https://schema.org') problems.push('the @context is https://schema.org');
  for (const node of nodes) for (const rule of brokenRules(node)) problems.push(rule);
  // The validator takes what @marbec/web-auto-extractor extracts: items by their root type. It changes the items.
  const jsonld: Record<string, Node[]> = {};
  for (const node of nodes) for (const type of list(node['@type'])) (jsonld[type as string] ??= []).push(structuredClone(node));
  const issues = await new Validator().validate({ jsonld });
  for (const issue of issues) if (issue.severity === 'ERROR') problems.push(`${issue.rootType}: ${issue.issueMessage} (${JSON.stringify(issue.path)})`);
  return problems;
}

/** The texts of the page's <script type="application/ld+json"> elements, and each opening tag. */
export function jsonLdScripts(html: string): Array<{ tag: string; text: string }> {
  return [...html.matchAll(/(<script\b[^>]*\btype="application\/ld\+json"[^>]*>)([\s\S]*?)<\/script>/g)].map((m) => ({ tag: m[1]!, text: m[2]! }));
}
