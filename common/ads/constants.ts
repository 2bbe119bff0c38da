// Spec section 9 "Timing" and "Ad slot behaviour": every ad timing in one place.
export const RESIZE_DEBOUNCE_MS = 250;
export const LAZY_OFFSET_PX = 200;
export const BID_TIMEOUT_MS = 700;
export const REFRESH_RETRY_MS = 200;
export const SINGLE_CALL_RETRY_MS = 2000;
/** Spec: slot ids are 'arcad_' plus the block's instance id. */
export const SLOT_ID_PREFIX = 'arcad_';
/** The ad server's publisher tag; only injected when the site enables ad scripts (see scripts.ts). */
export const AD_SERVER_SCRIPT_URL = 'https://securepubads.g.doubleclick.net/tag/js/gpt.js';
