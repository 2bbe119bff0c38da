import { automaticPromoSuite } from '../../common/promo-sizes/promo-suite.tsx';
import extraLargePromo from './index.ts';

// "small, medium, large and extra-large promos (automatic and manual)"; "Default ratios".
automaticPromoSuite(extraLargePromo, { size: 'extra-large', parts: ['overline', 'headline', 'image', 'description', 'byline', 'date'], defaultRatio: '4:3' });
