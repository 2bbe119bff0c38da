import { describe, expect, it } from 'vitest';
import { automaticPromoSuite } from '../../common/promo-sizes/promo-suite.tsx';
import { byUrl, collection } from '../../common/promo-sizes/fixtures.ts';
import largePromo from './index.ts';

// "small, medium, large and extra-large promos (automatic and manual)"; "Default ratios".
automaticPromoSuite(largePromo, { size: 'large', parts: ['overline', 'headline', 'image', 'description', 'byline', 'date'], defaultRatio: '4:3' });

describe('large-promo registry entry', () => {
  it('block registry: named large-promo', () => {
    expect(largePromo.name).toBe('large-promo');
    expect(byUrl().contentService).toBe('content-api');
    expect(collection().contentService).toBe('content-api-collections');
  });
});
