import { describe, expect, it } from 'vitest';
import { manualPromoSuite } from '../../common/promo-sizes/promo-suite.tsx';
import largeManualPromo from './index.ts';

// spec 3 "Manual promo"; spec 9 "Default ratios: 3:2 manual ... promos".
manualPromoSuite(largeManualPromo, { size: 'large', texts: ['overline', 'overlineURL', 'headline', 'description'], parts: ['overline', 'headline', 'image', 'description'] });

describe('large-manual-promo registry entry', () => {
  it('spec 2 block registry: named large-manual-promo', () => {
    expect(largeManualPromo.name).toBe('large-manual-promo');
  });
});
