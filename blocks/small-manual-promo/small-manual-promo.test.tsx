import { manualPromoSuite } from '../../common/promo-sizes/promo-suite.tsx';
import smallManualPromo from './index.ts';

// "Manual promo"; "Default ratios: 3:2 manual ... promos".
manualPromoSuite(smallManualPromo, { size: 'small', texts: ['headline'], parts: ['headline', 'image'] });
