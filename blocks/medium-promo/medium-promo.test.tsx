import { describe, expect, it } from 'vitest';
import { automaticPromoSuite } from '../../common/promo-sizes/promo-suite.tsx';
import { byUrl, collection } from '../../common/promo-sizes/fixtures.ts';
import mediumPromo from './index.ts';

// "small, medium, large and extra-large promos (automatic and manual)"; "Default ratios".
automaticPromoSuite(mediumPromo, { size: 'medium', parts: ['headline', 'image', 'description', 'byline', 'date'], defaultRatio: '3:2' });

describe('medium-promo registry entry', () => {
  it('block registry: named medium-promo', () => {
    expect(mediumPromo.name).toBe('medium-promo');
    expect(byUrl().contentService).toBe('content-api');
    expect(collection().contentService).toBe('content-api-collections');
  });
});
