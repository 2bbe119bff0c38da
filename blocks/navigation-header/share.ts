/** Share popup of the header ("Navigation header": Facebook, Twitter, LinkedIn, Reddit, email, copy link). */
export { LARGE_POPUP_SIZE, POPUP_SIZE, popupFeatures, popupSize, shareUrl, type ShareNetwork, type SharedPage } from '../../common/share.ts';

export const SHARE_NETWORKS = ['facebook', 'twitter', 'linkedin', 'reddit', 'email'] as const;
export type HeaderShareNetwork = (typeof SHARE_NETWORKS)[number];
