import type { ImageSpec } from '../../common/promo/index.ts';

/** "card list main 4:3 at 377/754/1508". */
export const MAIN_IMAGE: ImageSpec = { widths: [377, 754, 1508], width: 377, ratio: '4:3', sizes: '(min-width: 768px) 377px, 100vw' };
/** "secondary 3:2 at 105". */
export const SECONDARY_IMAGE: ImageSpec = { widths: [105], width: 105, ratio: '3:2', sizes: '105px' };
