/**
 * Spec rules every promo size must keep, as vitest suites the blocks' own test files run (each title names the
 * rule). Imported by tests only.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { BlockDefinition } from '../../engine/index.ts';
import { renderBlock, type ContentFixture } from '../../engine/testing/index.ts';
import type { PromoItem } from '../promo/index.ts';
import { byUrl, collection, collectionFixture, FIXTURE_SITE, fixtureStories, flaggedStories, MANUAL_IMAGE_ID, MANUAL_VALUES, storyFixture } from './fixtures.ts';
import type { PromoSize } from './sizes.ts';
import { usefulWidths } from '../images.ts';

type Lang = 'en' | 'mi';
export type Part = 'overline' | 'headline' | 'image' | 'description' | 'byline' | 'date';

/** The visible text of rendered HTML (tags and React's text separators removed). */
export const textOf = (html: string) => html.replace(/<!-- -->/g, '').replace(/<[^>]+>/g, '');
const heightAt600 = { '3:2': 400, '4:3': 450, '16:9': 338 } as const;
const toggleOf = (p: Part) => `show${p[0].toUpperCase()}${p.slice(1)}`;
const schemaOf = (def: BlockDefinition) => (def.fields as unknown as { properties: Record<string, any> }).properties;

function commonDefinitionTests(def: BlockDefinition, defaultRatio: '3:2' | '4:3', name: string) {
  it(`is named for its size and kind: ${name}`, () => {
    expect(def.name).toBe(name);
  });
  it('is not an island (no JS shipped); lazyLoad (default false) makes it lazy', () => {
    expect(def.kind === 'feature' && def.island).toBeFalsy();
    expect(def.kind === 'feature' && def.lazy).toEqual({ field: 'lazyLoad' });
    expect(schemaOf(def).lazyLoad.default).toBe(false);
  });
  it(`image ratio options 16:9, 3:2, 4:3; default ratio ${defaultRatio}`, () => {
    expect(schemaOf(def).imageRatio.enum).toEqual(['16:9', '3:2', '4:3']);
    expect(schemaOf(def).imageRatio.default).toBe(defaultRatio);
  });
  it('show toggles (bottom border too) default true', () => {
    for (const [name, s] of Object.entries(schemaOf(def))) if (name.startsWith('show')) expect(s.default, name).toBe(true);
    expect(schemaOf(def).showBottomBorder).toBeDefined();
  });
}

export function automaticPromoSuite(def: BlockDefinition, o: { size: PromoSize; parts: Part[]; defaultRatio: '3:2' | '4:3' }) {
  const feedFixture = (items: PromoItem[]) => collectionFixture(items);
  const render = (x: { story?: PromoItem; feed?: PromoItem[]; lang?: Lang; isAdmin?: boolean; fields?: Record<string, unknown>; content?: ContentFixture[] } = {}) => {
    const lang = x.lang ?? 'en';
    const viaFeed = x.feed !== undefined;
    return renderBlock(def, {
      site: FIXTURE_SITE, lang, isAdmin: x.isAdmin,
      customFields: { content: viaFeed ? collection() : byUrl(), ...x.fields },
      content: x.content ?? [viaFeed ? feedFixture(x.feed!) : storyFixture(x.story ?? flaggedStories(1, lang)[0])],
    });
  };
  const has = (p: Part) => o.parts.includes(p);

  describe(`${def.name}: automatic ${o.size} promo`, () => {
    afterEach(() => vi.restoreAllMocks());
    commonDefinitionTests(def, o.defaultRatio, `${o.size}-promo`);

    it(`show toggles: draws ${o.parts.join(', ')} (and nothing else)`, () => {
      expect(Object.keys(schemaOf(def)).filter((k) => k.startsWith('show')).sort())
        .toEqual([...o.parts.map(toggleOf), 'showBottomBorder'].sort());
      const html = render({ story: fixtureStories(1)[0] });
      expect(html.includes('class="promo-overline"')).toBe(has('overline'));
      expect(html.includes('class="promo-headline"')).toBe(true);
      expect(html.includes('class="promo-description"')).toBe(has('description'));
      expect(html.includes('class="promo-byline"')).toBe(has('byline'));
      expect(html.includes('class="promo-date"')).toBe(has('date'));
      expect(html).toContain(`class="${def.name} promo-sizes promo-sizes--${o.size} promo-sizes--border"`);
    });

    it('show toggles: each part can be turned off, the bottom border too', () => {
      const html = render({ fields: { ...Object.fromEntries(o.parts.filter((p) => p !== 'headline').map((p) => [toggleOf(p), false])), showBottomBorder: false } });
      expect(html).not.toContain('<img');
      expect(html).not.toContain('promo-sizes--border');
      expect(html).toContain('class="promo-headline"');
    });

    it('story by URL: links go to websites[site].website_url', () => {
      expect(render()).toContain('href="/2026/03/01/story-1/"');
    });

    it('first story of a feed: items without a website entry for the site are skipped', () => {
      const items = fixtureStories(3);
      items[0] = { ...items[0], websites: { 'te-rito': { website_url: '/elsewhere/' } } };
      const html = render({ feed: items });
      expect(html).toContain('href="/2026/03/01/story-2/"');
      expect(html).not.toContain('/elsewhere/');
      expect(html.match(/<article/g)).toHaveLength(1);
    });

    it(`srcset: of the promo widths 200/400/600/800/1200, those that make a choice for the slot its sizes describe (src width 600), at the default ratio ${o.defaultRatio}`, () => {
      const html = render();
      const sizes = /sizes="([^"]+)"/.exec(html)?.[1];
      const listed = [...html.matchAll(/focal=720%2C400 (\d+)w/g)].map((m) => Number(m[1]));
      expect(listed).toEqual(usefulWidths([200, 400, 600, 800, 1200], sizes));
      expect(listed.length).toBeGreaterThan(1);
      for (const w of listed) expect(html).toMatch(new RegExp(`width=${w}&amp;height=\\d+&amp;focal=720%2C400 ${w}w`));
      expect(html).toContain(`src="/resizer/v2/IMG000000XXXXXXXXXXXXXXXXX?auth=hash0&amp;width=600&amp;height=${heightAt600[o.defaultRatio]}&amp;focal=720%2C400"`);
    });

    it('imageRatio 16:9 crops to 16:9', () => {
      expect(render({ fields: { imageRatio: '16:9' } })).toContain('width=600&amp;height=338');
    });

    it("a thumbnail URL containing 'undefined' falls back to the fallback image with the logo alt", () => {
      const story = { ...fixtureStories(1)[0], promo_items: { basic: { url: '/resizer/v2/undefined.jpg' } } };
      const html = render({ story });
      expect(html).toContain('src="/static/brand/fallback.svg"');
      expect(html).toContain('alt="Te Ao Mārama"');
    });

    it('label.breaking_news_flag and label.updated_flag (green) show beside the headline, in the story\'s language', () => {
      const en = render();
      expect(en).toMatch(/<span class="promo-flag promo-flag--breaking">Breaking<\/span><span class="promo-flag promo-flag--updated">Updated<\/span>/);
      expect(render({ lang: 'mi' })).toContain('<span class="promo-flag promo-flag--updated">Kua whakahōungia</span>');
      const noText = { ...fixtureStories(1, { lang: 'mi' })[0], label: { updated_flag: { display: true } } } as PromoItem;
      expect(render({ lang: 'mi', story: noText })).toContain('promo-flag--updated">Kua whakahōungia<');
      const hidden = { ...fixtureStories(1)[0], label: { updated_flag: { display: false, text: 'Updated' } } } as PromoItem;
      expect(render({ story: hidden })).not.toContain('promo-flag');
    });

    if (has('overline')) {
      it('label.basic (display, text, url) is the overline; else the section, Māori title in Māori', () => {
        const labelled = { ...fixtureStories(1)[0], label: { basic: { display: true, text: 'Analysis', url: '/analysis/' } } };
        expect(render({ story: labelled })).toContain('<a class="promo-overline" href="/analysis/">Analysis</a>');
        expect(render({ story: fixtureStories(1, { lang: 'mi' })[0], lang: 'mi' })).toContain('<a class="promo-overline" href="/news/">Ngā Kōrero</a>');
      });
    }

    if (has('byline')) {
      it("byline prefix 'By', 'Nā' in Māori", () => {
        expect(textOf(render())).toContain('By Aroha Te Whata');
        expect(textOf(render({ lang: 'mi' }))).toContain('Nā Aroha Te Whata');
      });
    }

    it('renders nothing when its data is missing; editors see why', () => {
      const elsewhere = { ...fixtureStories(1)[0], websites: { 'te-rito': { website_url: '/x/' } } };
      expect(render({ story: elsewhere })).toBe('');
      expect(render({ feed: [] })).toBe('');
      expect(render({ content: [{ source: 'content-api', query: { website_url: '/2026/03/01/story-1/' }, error: 'not found' }] })).toBe('');
      expect(render({ feed: [], isAdmin: true })).toMatch(/pb-admin-placeholder.*no story with an address on this site/);
    });

    it('renders nothing when its toggles are off (headline and image)', () => {
      expect(render({ fields: { showHeadline: false, showImage: false } })).toBe('');
    });

    it('headline off: the image is the link, named by the headline', () => {
      const story = { ...fixtureStories(1)[0], promo_items: { basic: { ...fixtureStories(1)[0].promo_items!.basic!, alt_text: '' } } };
      const html = render({ story, fields: { showHeadline: false } });
      expect(html).toMatch(/<a href="\/2026\/03\/01\/story-1\/"><img [^>]*alt="New wharenui opens its doors in Rotorua"/);
    });
  });
}

export function manualPromoSuite(def: BlockDefinition, o: { size: PromoSize; texts: Array<'overline' | 'overlineURL' | 'headline' | 'description'>; parts: Part[] }) {
  const values = (lang: Lang) => Object.fromEntries(o.texts.map((k) => [k, MANUAL_VALUES[lang][k]]));
  const render = (x: { lang?: Lang; isAdmin?: boolean; fields?: Record<string, unknown>; content?: ContentFixture[] } = {}) => {
    const lang = x.lang ?? 'en';
    return renderBlock(def, {
      site: FIXTURE_SITE, lang, isAdmin: x.isAdmin,
      customFields: { ...values(lang), ...MANUAL_VALUES.image, linkURL: MANUAL_VALUES.en.linkURL, newTab: true, ...x.fields },
      content: x.content,
    });
  };

  describe(`${def.name}: manual ${o.size} promo`, () => {
    afterEach(() => vi.restoreAllMocks());
    commonDefinitionTests(def, '3:2', `${o.size}-manual-promo`);

    it('manual promo fields, by their exact names', () => {
      const expected = [...o.texts, 'imageURL', 'imageAuth', 'imageId', 'imageFocalPoint', 'linkURL', 'newTab',
        ...o.parts.map(toggleOf), 'showBottomBorder', 'imageRatio', 'lazyLoad'];
      expect(Object.keys(schemaOf(def)).sort()).toEqual(expected.sort());
      expect(schemaOf(def).newTab.default).toBe(false);
    });

    it("newTab: opens in a new tab with hidden text 'Opens in new window' (Māori too)", () => {
      const en = render();
      expect(en).toMatch(/<a class="promo-headline__link" href="https:\/\/www.example.com\/te-matatini\/" target="_blank" rel="noopener noreferrer">Watch: Te Matatini highlights<span class="visually-hidden"> \(Opens in new window\)<\/span><\/a>/);
      expect(render({ lang: 'mi' })).toContain('<span class="visually-hidden"> (Ka huaki i tētahi matapihi hou)</span>');
      const same = render({ fields: { newTab: false } });
      expect(same).not.toContain('target="_blank"');
      expect(same).not.toContain('visually-hidden');
    });

    it('manual default ratio 3:2 at the promo widths that make a choice for its slot (src 600), with imageAuth and imageFocalPoint', () => {
      const html = render();
      expect(html).toContain(`src="/resizer/v2/${MANUAL_IMAGE_ID}?auth=manualhash&amp;width=600&amp;height=400&amp;focal=600%2C300"`);
      const sizes = /sizes="([^"]+)"/.exec(html)?.[1];
      for (const w of usefulWidths([200, 400, 600, 800, 1200], sizes)) expect(html).toContain(`auth=manualhash&amp;width=${w}&amp;`);
      expect(render({ fields: { imageRatio: '4:3' } })).toContain('width=600&amp;height=450');
    });

    it('signing-service: an image without a resizer token is signed by its id', () => {
      const html = render({ fields: { imageAuth: undefined }, content: [{ source: 'signing-service', query: { id: MANUAL_IMAGE_ID }, value: { hash: 'signed' } }] });
      expect(html).toContain('auth=signed&amp;width=600');
      expect(def.kind === 'feature' && def.content?.({ site: FIXTURE_SITE, customFields: { ...MANUAL_VALUES.image, imageAuth: undefined } }))
        .toEqual([{ source: 'signing-service', query: { id: MANUAL_IMAGE_ID } }]);
    });

    it("no resizer token at all: 'No auth token provided for resizer' and the plain image", () => {
      const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
      const html = render({ fields: { imageAuth: undefined }, content: [{ source: 'signing-service', query: { id: MANUAL_IMAGE_ID }, error: 'down' }] });
      expect(html).toContain(`src="/resizer/v2/${MANUAL_IMAGE_ID}.jpg"`);
      expect(warn).toHaveBeenCalledWith('No auth token provided for resizer');
    });

    it("an imageURL containing 'undefined' falls back to the fallback image with the logo alt", () => {
      const html = render({ fields: { imageURL: 'https://cdn/undefined.jpg', imageId: undefined } });
      expect(html).toMatch(/<img [^>]*src="\/static\/brand\/fallback.svg"[^>]*alt="Te Ao Mārama"|<img [^>]*alt="Te Ao Mārama"[^>]*src="\/static\/brand\/fallback.svg"/);
    });

    if (o.texts.includes('overline')) {
      it('overline links to overlineURL; showOverline turns it off', () => {
        expect(render()).toContain('<a class="promo-overline" href="/kapa-haka/">Kapa Haka</a>');
        expect(render({ fields: { showOverline: false } })).not.toContain('promo-overline');
      });
    }

    if (o.texts.includes('description')) {
      it('description shows; showDescription turns it off', () => {
        expect(render()).toContain('<p class="promo-description">Every performance from the national kapa haka festival.</p>');
        expect(render({ fields: { showDescription: false } })).not.toContain('promo-description');
      });
    }

    it('headline off: the image is the link, named by the headline', () => {
      const html = render({ fields: { showHeadline: false } });
      expect(html).not.toContain('promo-headline');
      expect(html).toMatch(/<a href="https:\/\/www.example.com\/te-matatini\/" target="_blank" rel="noopener noreferrer"><img [^>]*alt="Watch: Te Matatini highlights"/);
    });

    it('renders nothing without a headline or image to show; editors see why', () => {
      expect(render({ fields: { headline: '  ', imageURL: undefined } })).toBe('');
      expect(render({ fields: { showHeadline: false, showImage: false } })).toBe('');
      expect(render({ fields: { headline: '', imageURL: '' }, isAdmin: true })).toMatch(/pb-admin-placeholder.*no headline or image to show/);
    });
  });
}
