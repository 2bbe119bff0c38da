import { automaticPromoComponent } from '../../common/promo-sizes/index.ts';
import './styles.css';

// Its own file: a lazy block's component is loaded alone in the browser (by folder name).
export default automaticPromoComponent('medium-promo', 'medium');
