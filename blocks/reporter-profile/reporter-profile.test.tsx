import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderBlock, type ContentFixture } from '../../engine/testing/index.ts';
import { AUTHOR_IMAGE_ID, SIGNED, SITE, authorDoc, authorFeed, storyOf } from '../../common/metadata/fixtures.ts';
import reporterProfile from './index.ts';
import { PROFILE_NETWORKS, feedItems } from './profile.ts';

const feedFixture = (lang: 'en' | 'mi', size = 6): ContentFixture => ({
  source: 'story-feed-author', query: { authorId: authorDoc._id, feedOffset: 0, feedSize: size }, value: authorFeed(lang),
});
const content = (lang: 'en' | 'mi' = 'en'): ContentFixture[] => [
  { source: 'signing-service', query: { id: AUTHOR_IMAGE_ID }, value: { hash: SIGNED } },
  feedFixture(lang),
];
const render = (globalContent: unknown, extra: Record<string, unknown> = {}) =>
  renderBlock(reporterProfile, { site: SITE, globalContent, content: content(), ...extra });

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(new Date('2026-11-21T12:00:00Z'));
});
afterEach(() => vi.useRealTimers());

describe('reporter-profile', () => {
  it('reporter profile: from the first author of the page content (credits.by[0] on a story)', () => {
    const html = render(storyOf('en'));
    expect(html).toContain('<h2 id="');
    expect(html).toContain('class="reporter-profile__byline">Aroha Tāwhiri</h2>');
    expect(html).toContain('<p class="reporter-profile__role">Senior reporter</p>');
    expect(html).toContain('<p class="reporter-profile__bio">Aroha Tāwhiri covers health and housing from Rotorua.</p>');
  });
  it("reporter profile: authors[0] on an author page, as the page's h1", () => {
    expect(render({ authors: [authorDoc] })).toContain('class="reporter-profile__byline">Aroha Tāwhiri</h1>');
  });
  it('reporter profile: round photo 100 px wide, resized with the signing-service token', () => {
    const html = render(storyOf('en'));
    expect(html).toContain(`src="/resizer/v2/${AUTHOR_IMAGE_ID}?auth=${SIGNED}&amp;width=100&amp;height=100"`);
    expect(html).toMatch(/class="reporter-profile__photo"[^>]*width="100" height="100" alt="Aroha Tāwhiri"/);
  });
  it('reporter profile: social links only where the author has the field, in the spec order, email as mailto', () => {
    const html = render({ authors: [authorDoc] });
    const networks = [...html.matchAll(/reporter-profile__social-link--(\w+)/g)].map((m) => m[1]);
    expect(networks).toEqual(['email', 'linkedin', 'youtube', 'twitter', 'facebook']); // instagram is empty; medium is not a profile network
    expect(html).toContain('href="mailto:aroha-tawhiri@teaomarama.example"');
    expect(html).toContain('href="https://twitter.com/arohatawhiri"');
    expect(PROFILE_NETWORKS).toEqual(['email', 'linkedin', 'instagram', 'youtube', 'rss', 'reddit', 'pinterest', 'snapchat', 'whatsapp', 'twitter', 'facebook']);
  });
  it("reporter profile: heading 'LATEST FROM {BYLINE UPPERCASE}' then the author's latest stories (story-feed-author)", () => {
    const html = render(storyOf('en'));
    expect(html).toContain('>LATEST FROM AROHA TĀWHIRI</h3>');
    expect(html).toContain('<a class="reporter-profile__story-link" href="/2026/10/11/feed-1/">Housing waitlist grows in the Bay of Plenty</a>');
    expect(html).not.toContain('Only on another site');
  });
  it('reporter profile: Māori heading and dates', () => {
    const html = renderBlock(reporterProfile, { site: SITE, lang: 'mi', globalContent: storyOf('mi'), content: content('mi') });
    expect(html).toContain('>NGĀ KŌRERO HOU A AROHA TĀWHIRI</h3>');
    expect(html).toContain('>Whiringa-ā-nuku 11, 2026</time>');
  });
  it("the feed asks one more than shown and leaves out the page's own story", () => {
    const feed = authorFeed('en');
    expect(feedItems(feed, SITE, 'FEED1', 2).map((i) => i.id)).toEqual(['FEED2', 'FEED4']);
    const html = renderBlock(reporterProfile, { site: SITE, globalContent: storyOf('en'), customFields: { storiesCount: 1 }, content: [content()[0], feedFixture('en', 2)] });
    expect(html.match(/reporter-profile__story-link/g)).toHaveLength(1);
  });
  it('no latest heading when the author has no stories on this site, or storiesCount is 0', () => {
    expect(render(storyOf('en'), { content: [content()[0], { ...feedFixture('en'), value: { content_elements: [] } }] })).not.toContain('LATEST FROM');
    expect(render(storyOf('en'), { customFields: { storiesCount: 0 } })).not.toContain('LATEST FROM');
  });
  it('renders nothing without an author', () => {
    expect(render(storyOf('en', { credits: { by: [] } }))).toBe('');
  });
});
