import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { generateSampleContent, STORY_COUNT } from './generate.ts';
import { EXTRA_KINDS } from './body.ts';
import { SUBTYPES } from './catalogue.ts';
import type { AnsDocument, NavNode } from './types.ts';

const NOW = new Date('2025-06-01T09:00:00Z');
const content = generateSampleContent({ seed: 42, now: NOW });
const docs = content.documents;
const ofType = (type: string) => docs.filter((d) => d.type === type) as Array<AnsDocument & Record<string, any>>;
const stories = ofType('story');

/** Every element in a body, including list items and nested lists. */
function walk(elements: any[], out: any[] = []): any[] {
  for (const el of elements ?? []) {
    out.push(el);
    if (el.type === 'list') walk(el.items, out);
  }
  return out;
}

describe('sample content generator', () => {
  it('is deterministic: same seed and now give identical output (no Math.random)', async () => {
    const again = generateSampleContent({ seed: 42, now: NOW });
    expect(JSON.stringify(again)).toBe(JSON.stringify(content));
    const other = generateSampleContent({ seed: 43, now: NOW });
    expect(JSON.stringify(other)).not.toBe(JSON.stringify(content));
    const dir = path.dirname(new URL(import.meta.url).pathname);
    for (const file of (await readdir(dir)).filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'))) {
      expect(await readFile(path.join(dir, file), 'utf8'), file).not.toMatch(/Math\.random\(/);
    }
  });

  it('Content item: at least 300 stories in English and te reo Māori, Māori text with macrons', () => {
    expect(stories.length).toBe(STORY_COUNT);
    expect(stories.length).toBeGreaterThanOrEqual(300);
    const mi = stories.filter((s) => s.language === 'mi');
    const en = stories.filter((s) => s.language === 'en');
    expect(mi.length).toBeGreaterThan(60);
    expect(en.length).toBeGreaterThan(150);
    expect(mi.some((s) => /[āēīōū]/.test(s.headlines.basic))).toBe(true);
    // No template slot left unfilled anywhere in the corpus.
    expect(JSON.stringify(docs)).not.toMatch(/\{[a-z]+\}/);
  });

  it('Content item: every story has the ANS fields blocks read', () => {
    for (const s of stories) {
      expect(s._id).toMatch(/^[A-Z0-9]{26}$/);
      expect(s.headlines.basic && s.subheadlines.basic && s.description.basic).toBeTruthy();
      expect(s.websites.teaomarama.website_url).toBe(s.canonical_url);
      expect(s.websites.teaomarama.website_section._id).toMatch(/^\//);
      expect(s.taxonomy.tags.length).toBeGreaterThan(0);
      for (const t of s.taxonomy.tags) expect(t.text && t.slug).toBeTruthy();
      expect(s.taxonomy.primary_section.nav_title && s.taxonomy.primary_section.maori_title).toBeTruthy();
      expect(s.taxonomy.sections[0].name).toBeTruthy();
      const promo = s.promo_items.basic;
      expect(promo).toMatchObject({ type: 'image', url: expect.stringContaining(promo._id) });
      expect(promo.width).toBeGreaterThan(0);
      expect(promo.focal_point).toEqual({ x: expect.any(Number), y: expect.any(Number) });
      expect(s.location && s.copyright).toBeTruthy();
      expect(Array.isArray(s.credits.by)).toBe(true);
      expect(typeof s.owner.sponsored).toBe('boolean');
    }
    expect(stories.some((s) => s.label?.basic?.display)).toBe(true);
    expect(stories.some((s) => s.label?.updated_flag?.display)).toBe(true);
    expect(stories.some((s) => s.credits.by.length === 0)).toBe(true);
    expect(stories.some((s) => s.promo_items.lead_art?.type === 'video')).toBe(true);
    expect(stories.some((s) => s.owner.sponsored)).toBe(true);
  });

  it('Article body elements: every element type is used across the corpus', () => {
    const els = stories.flatMap((s) => walk(s.content_elements));
    const types = new Set(els.map((e) => e.type));
    for (const t of ['text', 'copyright', 'divider', 'image', 'interstitial_link', 'raw_html', 'list', 'correction',
      'header', 'oembed_response', 'table', 'quote', 'video', 'gallery']) expect(types, t).toContain(t);
    expect(EXTRA_KINDS.length).toBe(16);
    expect(new Set(els.filter((e) => e.type === 'list').map((e) => e.list_type))).toEqual(new Set(['ordered', 'unordered']));
    expect(els.some((e) => e.type === 'list' && e.items.some((i: any) => i.type === 'list'))).toBe(true);
    expect(new Set(els.filter((e) => e.type === 'header').map((e) => e.level))).toEqual(new Set([1, 2, 3, 4, 5, 6]));
    expect(new Set(els.filter((e) => e.type === 'correction').map((e) => e.correction_type))).toEqual(new Set(['correction', 'clarification']));
    expect(els.some((e) => e.type === 'quote' && e.subtype === 'pullquote' && e.citation?.content)).toBe(true);
    expect(els.filter((e) => e.type === 'oembed_response').every((e) => e.raw_oembed?.html)).toBe(true);
    expect(els.filter((e) => e.type === 'table').every((e) => e.rows.length && e.header.length)).toBe(true);
    expect(els.filter((e) => e.type === 'image').some((e) => e.alignment)).toBe(true);
    expect(els.filter((e) => e.type === 'interstitial_link').every((e) => e.url && e.content)).toBe(true);
    expect(els.filter((e) => e.type === 'gallery').every((e) => e.content_elements.length > 0)).toBe(true);
  });

  it('Subtype footer: stories exist for all four subtypes, also on the programme sites', () => {
    for (const subtype of SUBTYPES) {
      const list = stories.filter((s) => s.subtype === subtype);
      expect(list.length, subtype).toBeGreaterThan(5);
      expect(list.every((s) => s.websites[subtype]?.website_url === s.canonical_url)).toBe(true);
    }
  });

  it('ids do not depend on the day the sample is generated (page configs link sample stories by _id), URLs do', () => {
    const later = generateSampleContent({ seed: 42, now: new Date('2025-09-15T18:00:00Z') }).documents;
    expect(later.map((d) => d._id)).toEqual(docs.map((d) => d._id));
    expect(later.find((d) => d.type === 'story')!.canonical_url).not.toBe(stories[0].canonical_url);
  });

  it('ids are unique; every non-section id is 26 characters [A-Z0-9]', () => {
    const ids = docs.filter((d) => d.type !== 'section').map((d) => d._id);
    for (const id of ids) expect(id).toMatch(/^[A-Z0-9]{26}$/);
    expect(new Set(ids).size).toBe(ids.length);
    const sections = ofType('section').map((s) => `${s._website}${s._id}`);
    expect(new Set(sections).size).toBe(sections.length);
    expect(new Set(content.images.map((i) => i.id)).size).toBe(content.images.length);
  });

  it('canonical_url is /YYYY/MM/DD/slug/ from display_date (sponsored stories under /sponsored/); dates span ~60 days, some within the last week', () => {
    const urls = new Set<string>();
    for (const d of [...stories, ...ofType('video'), ...ofType('gallery')]) {
      const date = new Date(d.display_date);
      const ymd = date.toISOString().slice(0, 10).replace(/-/g, '/');
      const prefix = d.owner?.sponsored ? '/sponsored' : '';
      expect(d.canonical_url).toMatch(new RegExp(`^${prefix}/${ymd}/[a-z0-9]+(-[a-z0-9]+)*/$`));
      urls.add(d.canonical_url);
      expect(date.getTime()).toBeLessThanOrEqual(NOW.getTime());
      expect(NOW.getTime() - date.getTime()).toBeLessThanOrEqual(61 * 86_400_000);
    }
    expect(urls.size).toBe(stories.length + ofType('video').length + ofType('gallery').length);
    const week = stories.filter((s) => NOW.getTime() - Date.parse(s.display_date) < 7 * 86_400_000);
    expect(week.length).toBeGreaterThanOrEqual(30);
  });

  it('Video tag watch: ~20 videos with local playable embed markup, duration in ms', () => {
    const videos = ofType('video').filter((v) => v.subtype !== 'live');
    expect(videos.length).toBe(20);
    for (const v of videos) {
      expect(v.taxonomy.tags.map((t: any) => t.text)).toContain('watch');
      expect(v.embed_html).toMatch(/<video[^>]*>.*src="\/static\/sample\/sample\.mp4"/);
      expect(v.duration).toBeGreaterThanOrEqual(45_000);
    }
    const galleries = ofType('gallery');
    expect(galleries.length).toBe(6);
    for (const g of galleries) expect(g.content_elements.every((e: any) => e.type === 'image' && e.url)).toBe(true);
  });

  it('every video but the live stream has related articles: non-sponsored stories of its own section, each with a headline and a canonical_url', () => {
    const byId = new Map(stories.map((s) => [s._id, s]));
    for (const v of ofType('video')) {
      if (v.subtype === 'live') {
        expect(v.related_content).toBeUndefined();
        continue;
      }
      expect(v.related_content.basic.length).toBeGreaterThan(0);
      for (const rel of v.related_content.basic) {
        const story = byId.get(rel._id)!;
        expect(rel).toMatchObject({ headlines: story.headlines, canonical_url: story.canonical_url });
        expect(story.owner.sponsored).toBe(false);
        expect(story.taxonomy.primary_section._id).toBe(v.taxonomy.primary_section._id);
      }
    }
  });

  it('alert-bar, homepage-top and live-video collections', () => {
    const alias = (a: string) => ofType('collection').find((c) => c.content_alias === a && c._website === 'teaomarama')!;
    const alert = alias('alert-bar');
    expect(alert.content_elements).toHaveLength(1);
    const breaking = docs.find((d) => d._id === alert.content_elements[0].referent.id) as any;
    expect(breaking.label.breaking_news_flag.display).toBe(true);
    expect(NOW.getTime() - Date.parse(breaking.display_date)).toBeLessThan(3_600_000);
    expect(alias('homepage-top').content_elements.length).toBe(12);
    const live = docs.find((d) => d._id === alias('live-video').content_elements[0].referent.id) as any;
    expect(live.contentConfig).toEqual({ permaLinkURL: live.canonical_url, title: expect.any(String) });
  });

  it('authors, tags and sections: bylines, socials, bio pages; ~30 tags; nav_title and maori_title', () => {
    const authors = ofType('author');
    expect(authors.length).toBe(12);
    for (const a of authors) {
      expect(a.bio_page).toBe(`/author/${a.slug}/`);
      expect(a.byline && a.bio && a.role && a.image).toBeTruthy();
      for (const s of ['email', 'twitter', 'facebook', 'linkedin']) expect(a[s], s).toBeTruthy();
    }
    expect(authors.some((a) => a.instagram === '')).toBe(true);
    expect(ofType('tag').length).toBe(30);
    const sections = ofType('section').filter((s) => s._website === 'teaomarama');
    expect(sections.length).toBe(8);
    for (const s of sections) expect(s.nav_title && s.maori_title && s.site.site_about && s.site.maori_section_about).toBeTruthy();
  });

  it('Navigation header / Footer: the five hierarchies with section and link nodes', () => {
    const nav = (h: string) => content.navigation.find((n) => n.site === 'teaomarama' && n.hierarchy === h)!.tree;
    for (const h of ['MainMenu', 'MobileMenu', 'Footer', 'FooterAbout', 'FooterPrivacyTerms']) expect(nav(h).children.length, h).toBeGreaterThan(0);
    const kinds = (n: NavNode): string[] => [n.node_type, ...n.children.flatMap(kinds)];
    expect(new Set(kinds(nav('MainMenu')))).toEqual(new Set(['section', 'link']));
    expect(nav('MobileMenu').children.some((c) => c.children.length > 0)).toBe(true);
    for (const l of nav('FooterAbout').children) expect(l).toMatchObject({ node_type: 'link', display_name: expect.any(String), url: expect.stringMatching(/^\//) });
  });

  it('every image an item refers to has an image document and an image spec', () => {
    const specs = new Set(content.images.map((i) => i.id));
    const imageDocs = new Set(ofType('image').map((i) => i._id));
    const refs = JSON.stringify(docs).match(/\/resizer\/v2\/[A-Z0-9]{26}\.jpg/g)!;
    for (const ref of new Set(refs)) {
      const id = ref.slice(12, 38);
      expect(specs.has(id) && imageDocs.has(id), id).toBe(true);
    }
  });
});
