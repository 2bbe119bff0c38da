import { describe, expect, it } from 'vitest';
import { manualPromoSuite } from '../../common/promo-sizes/promo-suite.tsx';
import smallManualPromo from './index.ts';

// "Manual promo"; "Default ratios: 3:2 manual ... promos".
manualPromoSuite(smallManualPromo, { size: 'small', texts: ['headline'], parts: ['headline', 'image'] });

describe('small-manual-promo registry entry', () => {
  it('block registry: named small-manual-promo', () => {
    expect(smallManualPromo.name).toBe('small-manual-promo');
  });
});
