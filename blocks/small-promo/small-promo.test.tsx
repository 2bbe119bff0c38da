import { describe, expect, it } from 'vitest';
import { automaticPromoSuite } from '../../common/promo-sizes/promo-suite.tsx';
import { byUrl, collection } from '../../common/promo-sizes/fixtures.ts';
import { fieldSelection } from '../../engine/testing/index.ts';
import { FIXTURE_SITE } from '../../common/promo/fixtures.ts';
import smallPromo from './index.ts';

// "small, medium, large and extra-large promos (automatic and manual)"; "Default ratios".
automaticPromoSuite(smallPromo, { size: 'small', parts: ['headline', 'image'], defaultRatio: '3:2' });

describe('small-promo selection', () => {
  it('a feed or collection is asked for the headline, image, link and label only', () => {
    const paths = fieldSelection(smallPromo.fields!.properties.content, FIXTURE_SITE)!;
    expect(paths).toEqual(expect.arrayContaining(['headlines.basic', 'promo_items.basic.url', `websites.${FIXTURE_SITE}.website_url`, 'label']));
    expect(paths).not.toContain('description.basic');
  });

  it('a stored feature marker of older versions is dropped; a story by URL is left alone', () => {
    const stored = { content: { ...collection(), contentConfigValues: { ...collection().contentConfigValues, featureFilter: 'small-promo' } } };
    expect(smallPromo.migrate!(stored)).toEqual({ content: collection() });
    const one = { content: byUrl() };
    expect(smallPromo.migrate!(one)).toBe(one);
  });
});

describe('small-promo registry entry', () => {
  it('block registry: named small-promo', () => {
    expect(smallPromo.name).toBe('small-promo');
    expect(byUrl().contentService).toBe('content-api');
    expect(collection().contentService).toBe('content-api-collections');
  });
});
