import { describe, expect, it } from 'vitest';
import { manualPromoSuite } from '../../common/promo-sizes/promo-suite.tsx';
import mediumManualPromo from './index.ts';

// spec 3 "Manual promo"; spec 9 "Default ratios: 3:2 manual ... promos".
manualPromoSuite(mediumManualPromo, { size: 'medium', texts: ['headline', 'description'], parts: ['headline', 'image', 'description'] });

describe('medium-manual-promo registry entry', () => {
  it('spec 2 block registry: named medium-manual-promo', () => {
    expect(mediumManualPromo.name).toBe('medium-manual-promo');
  });
});
