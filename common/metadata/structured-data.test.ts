// The structured-data builders on ANS shaped like the sample content, checked by the same rules and validator as
// the pages over HTTP (tests/structured-data.test.ts): each rule also fails when what it asks for goes missing.
import { describe, expect, it } from 'vitest';
import { RULES, brokenRules, structuredDataProblems } from '../../tests/support/structured-data-checks.ts';
import { PROMO_ID, SIGNED, authorDoc, storyOf, videoOf } from './fixtures.ts';
import { jsonLdText } from './json-ld.ts';
import { sectionPath } from './sd-breadcrumb.ts';
import { isoDuration } from './sd-content.ts';
import { socialImageSource } from './social-image.ts';
import { structuredData, structuredDataContent, type StructuredDataInput } from './structured-data.ts';

const DOMAIN = 'https://www.teaomarama.example';
const SITE = {
  siteName: 'Te Ao Mārama',
  websiteDomain: DOMAIN,
  primaryLogo: '/static/brand/logo.svg',
  fallbackImage: '/static/brand/fallback.svg',
  facebookPage: 'https://www.facebook.com/teaomarama',
  youtubeChannel: 'https://www.youtube.com/@teaomarama',
  twitterUsername: 'teaomarama',
  site_about: 'News from Aotearoa.',
  maori_section_about: 'Ngā kōrero o Aotearoa.',
};
// The section tree as the site service holds it, with a sub-section under News.
const TREE = {
  _id: '/', node_type: 'section', name: 'Te Ao Mārama',
  children: [
    { _id: '/news', node_type: 'section', name: 'News', maori_title: 'Ngā Kōrero', children: [{ _id: '/news/housing', node_type: 'section', name: 'Housing', maori_title: 'Whare' }] },
    { _id: 'link-video', node_type: 'link', display_name: 'Watch', url: '/video/' },
  ],
};

type Overrides = Partial<StructuredDataInput>;
const inputFor = (pageType: string, gc: any, o: Overrides = {}): StructuredDataInput => ({
  pageType, globalContent: gc, siteProperties: SITE, lang: 'en', requestUri: '/', image: socialImageSource(pageType, gc, SITE), signedImageAuth: SIGNED, sections: TREE, ...o,
});
const graphOf = (pageType: string, gc: any, o: Overrides = {}) => structuredData(inputFor(pageType, gc, o))?.['@graph'] as any[] | undefined;
const nodeOf = (pageType: string, gc: any, type: string, o: Overrides = {}) => graphOf(pageType, gc, o)?.find((n) => n['@type'] === type);
const problems = (pageType: string, gc: any, o: Overrides = {}) => structuredDataProblems(structuredData(inputFor(pageType, gc, o)) as any);

const gallery = (lang: 'en' | 'mi') => storyOf(lang, {
  type: 'gallery',
  content_elements: [1, 2, 3].map((n) => ({ _id: `GALLERY${n}`.padEnd(26, '0'), type: 'image', url: `/resizer/v2/${`GALLERY${n}`.padEnd(26, '0')}.jpg`, width: 1440, height: 960, caption: `Picture ${n}`, auth: { 2: `tok${n}` } })),
});
const video = (lang: 'en' | 'mi') => videoOf(lang, { duration: 95_000, streams: [{ url: '/static/sample/sample.mp4', stream_type: 'mp4' }] });

describe('structured data per page type passes the validator and every rule, in English and Māori', () => {
  const pages: Array<[string, string, (lang: 'en' | 'mi') => any]> = [
    ['article', 'NewsArticle', (l) => storyOf(l)],
    ['gallery', 'NewsArticle', gallery],
    ['video', 'VideoObject', video],
    ['sponsored-landing', 'AdvertiserContentArticle', (l) => storyOf(l, { owner: { sponsored: true } })],
    ['homepage', 'WebSite', () => undefined],
    ['section', 'BreadcrumbList', () => ({ _id: '/news', type: 'section', name: 'News', maori_title: 'Ngā Kōrero', site: {} })],
    ['tag', 'BreadcrumbList', () => ({ Payload: [{ name: 'Housing', slug: 'housing' }] })],
    ['author', 'ProfilePage', () => ({ authors: [{ ...authorDoc, image: { url: authorDoc.image, _id: authorDoc.image_id, auth: { 2: 'tok' } } }] })],
  ];
  for (const [pageType, main, content] of pages) {
    for (const lang of ['en', 'mi'] as const) {
      it(`${pageType} (${lang}): ${main} first, no broken rule, no validator error`, async () => {
        const graph = graphOf(pageType, content(lang), { lang });
        expect(graph?.[0]?.['@type']).toBe(main);
        expect(await problems(pageType, content(lang), { lang })).toEqual([]);
      });
    }
  }

  it('search, account and not-found pages carry none', () => {
    for (const type of ['search', 'account', 'not-found', 'sales']) expect(structuredData(inputFor(type, { metadata: { q: 'kai' } })), type).toBeUndefined();
  });
});

describe('NewsArticle: what it says of the story', () => {
  it("inLanguage is the story's own language, not the interface language", () => {
    expect(nodeOf('article', storyOf('mi'), 'NewsArticle', { lang: 'en' }).inLanguage).toBe('mi');
    expect(nodeOf('article', storyOf('en'), 'NewsArticle', { lang: 'mi' }).inLanguage).toBe('en');
  });

  it('images are the promo image through the resizer at 1200x675, 1200x900 and 1200x1200 on its focal point, with its token', () => {
    const { image } = nodeOf('article', storyOf('en'), 'NewsArticle');
    expect(image).toEqual(['675', '900', '1200'].map((h) => `${DOMAIN}/resizer/v2/${PROMO_ID}?auth=${SIGNED}&width=1200&height=${h}&focal=700%2C400`));
  });

  it('authors are Persons with their name and absolute profile address; the publisher is the site with its logo', () => {
    const node = nodeOf('article', storyOf('en'), 'NewsArticle');
    expect(node.author).toEqual([{ '@type': 'Person', name: 'Aroha Tāwhiri', url: `${DOMAIN}/author/aroha-tawhiri/` }]);
    expect(node.publisher).toMatchObject({ '@type': 'NewsMediaOrganization', name: 'Te Ao Mārama', url: `${DOMAIN}/`, logo: { '@type': 'ImageObject', url: `${DOMAIN}/static/brand/logo.svg` } });
    expect(node.publisher.sameAs).toEqual(['https://www.facebook.com/teaomarama', 'https://www.youtube.com/@teaomarama', 'https://twitter.com/teaomarama']);
  });

  it('subscriber-only content (content_restrictions.content_code other than free) is not free and marks the article body as paywalled', async () => {
    const premium = storyOf('en', { content_restrictions: { content_code: 'premium' } });
    const node = nodeOf('article', premium, 'NewsArticle');
    expect(node.isAccessibleForFree).toBe(false);
    expect(node.hasPart).toEqual({ '@type': 'WebPageElement', isAccessibleForFree: false, cssSelector: '.article-body' });
    expect(await problems('article', premium)).toEqual([]);
    const free = nodeOf('article', storyOf('en', { content_restrictions: { content_code: 'free' } }), 'NewsArticle');
    expect(free.isAccessibleForFree).toBe(true);
    expect(free.hasPart).toBeUndefined();
  });

  it('a gallery is an article with each of its images (1200 wide, its own token, its caption)', () => {
    const node = nodeOf('gallery', gallery('en'), 'NewsArticle');
    expect(node.associatedMedia).toHaveLength(3);
    expect(node.associatedMedia[0]).toEqual({ '@type': 'ImageObject', contentUrl: `${DOMAIN}/resizer/v2/GALLERY1000000000000000000?auth=tok1&width=1200`, caption: 'Picture 1', width: 1200, height: 800 });
  });

  it('sponsored content says so: an AdvertiserContentArticle, never a NewsArticle, on its landing type or by owner.sponsored', () => {
    expect(graphOf('sponsored-landing', storyOf('en'))?.map((n) => n['@type'])).toEqual(['AdvertiserContentArticle', 'BreadcrumbList']);
    expect(graphOf('article', storyOf('en', { owner: { sponsored: true } }))?.[0]['@type']).toBe('AdvertiserContentArticle');
    expect(graphOf('video', video('en'), { globalContent: { ...video('en'), owner: { sponsored: true } } })?.[0]['@type']).toBe('AdvertiserContentArticle');
  });

  it('a story nobody is credited on names the publisher as its author', () => {
    expect(nodeOf('article', storyOf('en', { credits: { by: [] } }), 'NewsArticle').author).toMatchObject({ '@type': 'NewsMediaOrganization', name: 'Te Ao Mārama' });
  });
});

describe('VideoObject, BreadcrumbList, WebSite, ProfilePage', () => {
  it('a video has its duration in ISO 8601, its file as contentUrl, its upload date and three thumbnails', () => {
    const node = nodeOf('video', video('en'), 'VideoObject');
    expect(node).toMatchObject({ duration: 'PT1M35S', contentUrl: `${DOMAIN}/static/sample/sample.mp4`, uploadDate: '2026-11-02T01:30:00.000Z' });
    expect(node.thumbnailUrl).toHaveLength(3);
    expect([isoDuration(3_600_000), isoDuration(45_000), isoDuration(0)]).toEqual(['PT1H', 'PT45S', undefined]);
  });

  it('the breadcrumb walks the section tree down to the primary section, in the interface language, then the page', () => {
    const story = storyOf('en', { taxonomy: { primary_section: { _id: '/news/housing', name: 'Housing', parent: { default: '/news' } } } });
    const crumbs = (lang: 'en' | 'mi') => nodeOf('article', story, 'BreadcrumbList', { lang }).itemListElement.map((i: any) => [i.position, i.name, i.item]);
    expect(crumbs('en')).toEqual([[1, 'Te Ao Mārama', `${DOMAIN}/`], [2, 'News', `${DOMAIN}/news/`], [3, 'Housing', `${DOMAIN}/news/housing/`], [4, story.headlines.basic, `${DOMAIN}${story.canonical_url}`]]);
    expect(crumbs('mi').slice(1, 3).map((c: any[]) => c[1])).toEqual(['Ngā Kōrero', 'Whare']);
    expect(sectionPath(TREE, '/nowhere')).toEqual([]);
  });

  it('a section the tree does not hold stands under the root by its own name; without the tree too', () => {
    const story = storyOf('mi', { taxonomy: { primary_section: { _id: '/kapa-haka', name: 'Kapa Haka', navigation: { nav_title: 'Kapa Haka', maori_title: 'Kapa Haka' } } } });
    expect(nodeOf('article', story, 'BreadcrumbList', { sections: undefined }).itemListElement.map((i: any) => i.name)).toEqual(['Te Ao Mārama', 'Kapa Haka', story.headlines.basic]);
  });

  it('the homepage has the WebSite with a SearchAction for /search/{search_term_string}, and the organisation', () => {
    const [site, org] = graphOf('homepage', undefined)!;
    expect(site.potentialAction).toEqual({ '@type': 'SearchAction', target: { '@type': 'EntryPoint', urlTemplate: `${DOMAIN}/search/{search_term_string}` }, 'query-input': 'required name=search_term_string' });
    expect(org['@id']).toBe(site.publisher['@id']);
  });

  it('the section tree is planned only when the section names a parent below the root, whose name only the tree holds', () => {
    const under = (parent: string) => storyOf('en', { taxonomy: { primary_section: { _id: '/news/housing', parent: { default: parent } } } });
    expect(structuredDataContent(under('/news'))).toEqual([{ source: 'site-service-hierarchy', query: { hierarchy: 'MainMenu' } }]);
    expect(structuredDataContent({ _id: '/news/housing', type: 'section', ancestors: { default: ['/', '/news'] } })).toHaveLength(1);
    expect(structuredDataContent(under('/'))).toEqual([]);
    expect(structuredDataContent(storyOf('en'))).toEqual([]);
    expect(structuredDataContent(undefined)).toEqual([]);
    expect(structuredDataContent({ authors: [] })).toEqual([]);
  });
});

describe('JSON-LD text: no content can close the script', () => {
  it('a headline "</script><script>alert(1)</script>" is written without <, > or & and reads back the same', () => {
    const headline = '</script><script>alert(1)</script> & <!-- a\u2028b\u2029c';
    const text = jsonLdText(structuredData(inputFor('article', storyOf('en', { headlines: { basic: headline } }))));
    expect(text).not.toMatch(/[<>&\u2028\u2029]/);
    expect(JSON.parse(text)['@graph'][0].headline).toBe(headline);
  });
});

describe('a rule fails when what it asks for goes missing', () => {
  // Removing one thing from the ANS or the site: the check names the rule it breaks.
  const cases: Array<[string, string, any, Overrides?]> = [
    ['the story language', 'NewsArticle has inLanguage, a language code', storyOf('en', { language: undefined })],
    ['the promo image', 'NewsArticle has images at 16x9, 4x3 and 1x1, each of 50,000 pixels or more', storyOf('en', { promo_items: {} })],
    ["the author's profile address", 'NewsArticle has authors, each a Person with a name and an absolute url (or the Organization)', storyOf('en', { credits: { by: [{ name: 'Hone' }] } })],
    ['every date', 'NewsArticle has datePublished with a time zone', storyOf('en', { display_date: undefined })],
    ["the site's logo", 'NewsArticle has a NewsMediaOrganization publisher with a name and a logo', storyOf('en'), { siteProperties: { ...SITE, primaryLogo: undefined } }],
  ];
  for (const [what, rule, gc, o] of cases) {
    it(`without ${what}: "${rule}"`, () => {
      const node = nodeOf('article', gc, 'NewsArticle', o);
      expect(brokenRules(node)).toContain(rule);
    });
  }

  it('the video without its duration or its file breaks the duration and contentUrl rules; the validator reports a missing thumbnail', async () => {
    const node = nodeOf('video', { ...video('en'), duration: undefined, streams: [] }, 'VideoObject');
    expect(brokenRules(node)).toEqual(['VideoObject has an ISO 8601 duration', 'VideoObject has an absolute contentUrl or embedUrl']);
    const { thumbnailUrl: _, ...noThumbnail } = node;
    expect((await structuredDataProblems({ '@context': 'https://schema.org', '@graph': [noThumbnail] })).join('\n')).toMatch(/VideoObject: Required attribute "thumbnailUrl" is missing/);
  });

  // Every rule, against the valid node of its type with the property the rule reads taken out.
  const valid: Record<string, () => any> = {
    NewsArticle: () => nodeOf('article', storyOf('en', { content_restrictions: { content_code: 'premium' } }), 'NewsArticle'),
    AdvertiserContentArticle: () => nodeOf('sponsored-landing', storyOf('en', { content_restrictions: { content_code: 'premium' } }), 'AdvertiserContentArticle'),
    VideoObject: () => nodeOf('video', video('en'), 'VideoObject'),
    BreadcrumbList: () => nodeOf('article', storyOf('en'), 'BreadcrumbList'),
    WebSite: () => nodeOf('homepage', undefined, 'WebSite'),
    NewsMediaOrganization: () => nodeOf('homepage', undefined, 'NewsMediaOrganization'),
    ProfilePage: () => nodeOf('author', { authors: [{ ...authorDoc, image: { url: authorDoc.image, _id: authorDoc.image_id, auth: { 2: 'tok' } } }] }, 'ProfilePage'),
  };
  // Most specific first: a rule is matched by the first key its text contains.
  const removals: Array<[string, (n: any) => void]> = [
    ['headline', (n) => delete n.headline], ['images', (n) => delete n.image], ['dateModified', (n) => delete n.dateModified],
    ['datePublished', (n) => delete n.datePublished], ['authors', (n) => delete n.author], ['publisher', (n) => delete n.publisher.logo],
    ['inLanguage', (n) => delete n.inLanguage], ['paywalled', (n) => delete n.hasPart], ['isAccessibleForFree', (n) => delete n.isAccessibleForFree],
    ['mainEntity Person', (n) => delete n.mainEntity.name], ['mainEntityOfPage', (n) => delete n.mainEntityOfPage], ['url and image', (n) => delete n.mainEntity.image],
    ['two ListItems', (n) => n.itemListElement.splice(1)], ['SearchAction', (n) => delete n.potentialAction['query-input']],
    ["site's absolute url", (n) => delete n.url], ['logo', (n) => delete n.logo], ['site url', (n) => delete n.url],
    ['a description', (n) => delete n.description], ['thumbnailUrl', (n) => n.thumbnailUrl.pop()], ['uploadDate', (n) => delete n.uploadDate],
    ['duration', (n) => delete n.duration], ['contentUrl', (n) => delete n.contentUrl], ['a name', (n) => delete n.name],
  ];

  for (const rule of RULES) {
    it(`"${rule.rule}" holds on the built node and fails with what it reads removed`, () => {
      const node = valid[rule.type]!();
      expect(rule.holds(node)).toBe(true);
      const removal = removals.find(([k]) => rule.rule.includes(k));
      expect(removal, `a removal for "${rule.rule}"`).toBeDefined();
      removal![1](node);
      expect(rule.holds(node)).toBe(false);
    });
  }
});
