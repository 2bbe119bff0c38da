import { automaticPromoSuite } from '../../common/promo-sizes/promo-suite.tsx';
import largePromo from './index.ts';

// "small, medium, large and extra-large promos (automatic and manual)"; "Default ratios".
automaticPromoSuite(largePromo, { size: 'large', parts: ['overline', 'headline', 'image', 'description', 'byline', 'date'], defaultRatio: '4:3' });
