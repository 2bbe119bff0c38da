/** The identity SDK: everything a block or a third party's page needs, and nothing else. */
export { createIdentity, LOGIN_SUCCESS_MESSAGE, PROFILE_CACHE_MS, type IdentityClient, type IdentityOptions, type LoginOptions } from './client.ts';
export { IdentitySdkError, TEXTS, isApiError, type IdentityError } from './errors.ts';
export type { NormalisedHttpError } from './http.ts';
export { tokenExpiry } from './jwt.ts';
export { OIDC_LOGIN_PARAMS, oidcCompletion, oidcLoginParams, type OidcLoginParams } from './oidc.ts';
export { configuredProviders, FACEBOOK_SDK_VERSION, type SocialProvider } from './social.ts';
export { memoryStorage } from './storage.ts';
export { hasStoredIdentity } from './presence.ts';
export type { DeletionRequest, GdprReportEntry, Heartbeat, IdentityConfig, PasswordPolicy, StorageLike, UserIdentity, UserProfile, UserSegments, UserSettings, WindowLike } from './types.ts';
