import { describe, expect, it } from 'vitest';
import { manualPromoSuite } from '../../common/promo-sizes/promo-suite.tsx';
import smallManualPromo from './index.ts';

// spec 3 "Manual promo"; spec 9 "Default ratios: 3:2 manual ... promos".
manualPromoSuite(smallManualPromo, { size: 'small', texts: ['headline'], parts: ['headline', 'image'] });

describe('small-manual-promo registry entry', () => {
  it('spec 2 block registry: named small-manual-promo', () => {
    expect(smallManualPromo.name).toBe('small-manual-promo');
  });
});
