import { describe, expect, it } from 'vitest';
import { renderBlock, type ContentFixture } from '../../engine/testing/index.ts';
import { AUTHOR_IMAGE_ID, SIGNED, arohaCredit, authorDoc, storyOf } from '../../common/metadata/fixtures.ts';
import fullAuthorBio from './index.ts';
import { BIO_NETWORKS, fullBio } from './bio.ts';

const signing: ContentFixture[] = [{ source: 'signing-service', query: { id: AUTHOR_IMAGE_ID }, value: { hash: SIGNED } }];
const render = (globalContent: unknown, extra: Record<string, unknown> = {}) => renderBlock(fullAuthorBio, { globalContent, content: signing, ...extra });
const networksIn = (html: string) => [...html.matchAll(/full-author-bio__social-link--(\w+)/g)].map((m) => m[1]);

describe('full-author-bio', () => {
  it('full author bio: the author is the first of authors, else credits.by', () => {
    expect(render({ authors: [authorDoc], credits: { by: [{ name: 'Someone Else' }] } })).toContain('Aroha Tāwhiri');
    expect(render(storyOf('en'))).toContain('<p class="full-author-bio__role">Senior reporter</p>');
  });
  it('full author bio: the profile link is the credits.by url', () => {
    expect(render(storyOf('en'))).toContain('<a class="full-author-bio__link" href="/author/aroha-tawhiri/">Aroha Tāwhiri</a>');
    // An author page's document has no credits: the name is not a link.
    expect(render({ authors: [authorDoc] })).toContain('class="full-author-bio__name">Aroha Tāwhiri</h1>');
  });
  it('full author bio: on the author\'s own page the name is the page\'s one <h1>; beside a story, whose headline is, an <h2>', () => {
    expect(render({ authors: [authorDoc] })).toContain('<h1 class="full-author-bio__name">');
    expect(render(storyOf('en'))).toContain('<h2 class="full-author-bio__name">');
  });
  it('full author bio: social handles for the fourteen networks, only when non-empty, in the spec order', () => {
    expect(BIO_NETWORKS).toEqual(['email', 'facebook', 'instagram', 'linkedin', 'medium', 'pinterest', 'reddit', 'rss', 'snapchat', 'soundcloud', 'tumblr', 'twitter', 'whatsapp', 'youtube']);
    const html = render({ authors: [{ ...authorDoc, soundcloud: 'aroha', tumblr: '  ', whatsapp: '+64 21 555 0101' }] });
    expect(networksIn(html)).toEqual(['email', 'facebook', 'linkedin', 'medium', 'soundcloud', 'twitter', 'whatsapp', 'youtube']);
    expect(html).toContain('href="mailto:aroha-tawhiri@teaomarama.example"');
    expect(html).toContain('href="https://medium.com/@arohatawhiri"');
    expect(html).toContain('href="https://wa.me/64215550101"');
  });
  it('full author bio: photo through the resizer with the signing-service token', () => {
    expect(render(storyOf('en'))).toContain(`src="/resizer/v2/${AUTHOR_IMAGE_ID}?auth=${SIGNED}&amp;width=100&amp;height=100"`);
  });
  it('full author bio: Māori labels', () => {
    const html = render(storyOf('mi'), { lang: 'mi' });
    expect(html).toContain('aria-label="Mō te kaituhi"');
    expect(html).toContain('aria-label="Īmēra: Aroha Tāwhiri">Īmēra</a>');
  });
  it('full author bio: shown only if any of byline, image, role, bio or social links exist', () => {
    expect(fullBio({ credits: { by: [{ type: 'author', url: '/author/x/' }] } })).toBeUndefined();
    expect(fullBio({ credits: { by: [{ social_links: [{ site: 'twitter', url: 'x' }] }] } })?.links).toEqual([{ network: 'twitter', href: 'https://twitter.com/x' }]);
    expect(fullBio({ authors: [{ role: 'Editor' }] })?.author.role).toBe('Editor');
    expect(render({ credits: { by: [{ type: 'author', url: '/author/x/' }] } })).toBe('');
    expect(render({})).toBe('');
  });
  it('full author bio: lazyLoad setting (lazy: { field: "lazyLoad" }, default off)', () => {
    expect(fullAuthorBio.lazy).toEqual({ field: 'lazyLoad' });
    expect(renderBlock(fullAuthorBio, { globalContent: { credits: { by: [arohaCredit] } }, content: signing, customFields: { lazyLoad: true } })).toContain('Aroha Tāwhiri');
  });
});
