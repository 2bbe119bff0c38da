import { automaticPromoSuite } from '../../common/promo-sizes/promo-suite.tsx';
import mediumPromo from './index.ts';

// "small, medium, large and extra-large promos (automatic and manual)"; "Default ratios".
automaticPromoSuite(mediumPromo, { size: 'medium', parts: ['headline', 'image', 'description', 'byline', 'date'], defaultRatio: '3:2' });
