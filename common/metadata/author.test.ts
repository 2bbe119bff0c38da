import { describe, expect, it } from 'vitest';
import { creditedAuthors, firstAuthor, normaliseAuthor, socialHref, socialLinks } from './author.ts';
import { authorPhotoUrls } from './author-photo.tsx';
import { AUTHOR_IMAGE_ID, arohaCredit, authorDoc, wireCredit } from './fixtures.ts';

describe('authors of page content (credits.by and author documents)', () => {
  it('a credits.by entry: byline, url, role and bio from the original, image object, social_links by site', () => {
    expect(normaliseAuthor(arohaCredit)).toEqual({
      id: arohaCredit._id, slug: 'aroha-tawhiri', byline: 'Aroha Tāwhiri', url: '/author/aroha-tawhiri/', role: 'Senior reporter',
      bio: authorDoc.bio, bioPage: '/author/aroha-tawhiri/',
      image: { url: `/resizer/v2/${AUTHOR_IMAGE_ID}.jpg`, alt: 'Aroha Tāwhiri', id: AUTHOR_IMAGE_ID },
      social: { email: authorDoc.email, twitter: 'arohatawhiri', linkedin: authorDoc.linkedin },
    });
  });
  it('an author document: image string with image_id, social fields, empty ones dropped, no url of its own', () => {
    const a = normaliseAuthor(authorDoc)!;
    expect(a.url).toBeUndefined();
    expect(a.bioPage).toBe('/author/aroha-tawhiri/');
    expect(a.image).toEqual({ url: authorDoc.image, alt: 'Aroha Tāwhiri', id: AUTHOR_IMAGE_ID });
    expect(a.social.instagram).toBeUndefined();
    expect(Object.keys(a.social)).toEqual(['email', 'facebook', 'linkedin', 'medium', 'twitter', 'youtube']);
  });
  it('the first author is the first of authors, else of credits.by', () => {
    expect(firstAuthor({ authors: [authorDoc], credits: { by: [wireCredit] } })?.byline).toBe('Aroha Tāwhiri');
    expect(firstAuthor({ credits: { by: [wireCredit, arohaCredit] } })?.byline).toBe('Reuters');
    expect(firstAuthor({})).toBeUndefined();
  });
  it('credited authors: entries naming nobody are dropped', () => {
    expect(creditedAuthors({ credits: { by: [{ type: 'author' }, wireCredit, null] } }).map((a) => a.byline)).toEqual(['Reuters']);
  });
});

describe('social links', () => {
  it('email becomes mailto:, addresses are kept, handles become profile addresses', () => {
    expect(socialHref('email', 'a@b.nz')).toBe('mailto:a@b.nz');
    expect(socialHref('email', 'mailto:a@b.nz')).toBe('mailto:a@b.nz');
    expect(socialHref('twitter', '@kiri')).toBe('https://twitter.com/kiri');
    expect(socialHref('facebook', 'https://www.facebook.com/kiri')).toBe('https://www.facebook.com/kiri');
    expect(socialHref('rss', '/rss/author/kiri/')).toBe('/rss/author/kiri/');
    expect(socialHref('tumblr', 'kiri')).toBe('https://kiri.tumblr.com');
    expect(socialHref('whatsapp', '+64 21 555 0101')).toBe('https://wa.me/64215550101');
  });
  it('only when non-empty; unknown networks given a bare handle give nothing', () => {
    expect(socialHref('twitter', '  ')).toBeUndefined();
    expect(socialHref('myspace', 'kiri')).toBeUndefined();
    const author = normaliseAuthor({ byline: 'K', twitter: 'k', instagram: '', email: 'k@x.nz' })!;
    expect(socialLinks(author, ['instagram', 'twitter', 'email'])).toEqual([
      { network: 'twitter', href: 'https://twitter.com/k' },
      { network: 'email', href: 'mailto:k@x.nz' },
    ]);
  });
});

describe('author photos', () => {
  it('square through the resizer at 1x and 2x with a token; the plain image without an id', () => {
    const image = { url: `/resizer/v2/${AUTHOR_IMAGE_ID}.jpg`, alt: 'A', id: AUTHOR_IMAGE_ID };
    expect(authorPhotoUrls(image, 100, 'h')).toMatchObject({
      src: `/resizer/v2/${AUTHOR_IMAGE_ID}?auth=h&width=100&height=100`,
      srcSet: `/resizer/v2/${AUTHOR_IMAGE_ID}?auth=h&width=100&height=100 100w, /resizer/v2/${AUTHOR_IMAGE_ID}?auth=h&width=200&height=200 200w`,
    });
    expect(authorPhotoUrls({ url: 'https://cdn.example/a.jpg', alt: 'A' }, 100, undefined).src).toBe('https://cdn.example/a.jpg');
  });
});
