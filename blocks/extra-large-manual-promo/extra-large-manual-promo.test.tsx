import { manualPromoSuite } from '../../common/promo-sizes/promo-suite.tsx';
import extraLargeManualPromo from './index.ts';

// "Manual promo"; "Default ratios: 3:2 manual ... promos".
manualPromoSuite(extraLargeManualPromo, { size: 'extra-large', texts: ['overline', 'overlineURL', 'headline', 'description'], parts: ['overline', 'headline', 'image', 'description'] });
