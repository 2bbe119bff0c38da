import { describe, expect, it } from 'vitest';
import { automaticPromoSuite } from '../../common/promo-sizes/promo-suite.tsx';
import { byUrl, collection } from '../../common/promo-sizes/fixtures.ts';
import smallPromo from './index.ts';

// "small, medium, large and extra-large promos (automatic and manual)"; "Default ratios".
automaticPromoSuite(smallPromo, { size: 'small', parts: ['headline', 'image'], defaultRatio: '3:2', featureFilter: 'small-promo' });

describe('small-promo feature marker', () => {
  it("feature marker: a feed or collection query carries featureFilter 'small-promo'; a story by URL is left alone", () => {
    const stored = { content: collection() };
    expect(smallPromo.migrate!(stored).content.contentConfigValues).toEqual({ content_alias: 'homepage-top', from: 0, size: 8, featureFilter: 'small-promo' });
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
