/** The identity API's path prefixes (spec section 7), under the configured origin. */
export const V1 = '/identity/public/v1';
export const V2 = '/identity/public/v2';
