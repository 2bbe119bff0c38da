import { manualPromoSuite } from '../../common/promo-sizes/promo-suite.tsx';
import mediumManualPromo from './index.ts';

// "Manual promo"; "Default ratios: 3:2 manual ... promos".
manualPromoSuite(mediumManualPromo, { size: 'medium', texts: ['headline', 'description'], parts: ['headline', 'image', 'description'] });
