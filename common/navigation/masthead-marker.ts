/**
 * The masthead's logo carries this attribute: the navigation header looks for it (the nav logo shows
 * if no masthead logo exists after 1 second). One constant so the two blocks cannot drift apart.
 */
export const MASTHEAD_LOGO_ATTR = 'data-masthead-logo';
export const MASTHEAD_LOGO_SELECTOR = `[${MASTHEAD_LOGO_ATTR}]`;
