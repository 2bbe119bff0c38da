/** The shapes of the identity API (spec section 3) as the SDK sees them; fields the SDK does not read stay open. */

export interface UserIdentity {
  uuid: string;
  accessToken: string;
  refreshToken: string;
  idToken?: string;
  expiresIn?: number;
  impersonator?: boolean;
}

/** The heartbeat's answer: the session lives, and its access token is good for `expiresIn` more seconds. */
export interface Heartbeat {
  uuid: string;
  valid: boolean;
  expiresIn: number;
}

/** A deletion request (the answer of requesting, approving or declining one); its id approves nothing by itself. */
export interface DeletionRequest {
  id: string;
  status: 'pending' | 'approved' | 'declined';
  reason: string | null;
  createdOn: string;
  decidedOn: string | null;
}

/** A GDPR report as listed; `getGDPRReport` adds its `data`. */
export interface GdprReportEntry {
  id: string;
  createdOn: string;
}

export interface UserSettings {
  disqus?: { ssoKey?: string };
  [name: string]: unknown;
}

export interface UserSegments {
  uuid: string;
  /** Singular, as Arc's API and SDK name it. */
  segment: string[];
}

export interface IdentityEntry {
  type: string;
  userName: string;
  lastLoginDate?: string | null;
}

export interface UserProfile {
  uuid: string;
  email: string;
  identities: IdentityEntry[];
  picture?: string;
  /** A new address waiting for the link mailed to it to be opened (the account keeps `email` until then). */
  pendingEmail?: string;
  [field: string]: unknown;
}

export interface PasswordPolicy {
  pwLowercase: number;
  pwMinLength: number;
  pwNumbers: number;
  pwSpecialCharacters: number;
  pwUppercase: number;
}

export interface IdentityConfig extends Partial<PasswordPolicy> {
  signinRecaptcha?: boolean;
  signupRecaptcha?: boolean;
  magicLinkRecaptcha?: boolean;
  resetPasswordRecaptcha?: boolean;
  /** Comma-separated: the first one is used. */
  googleClientId?: string;
  facebookAppId?: string;
  teamId?: string;
  keyId?: string;
  urlToReceiveAuthToken?: string;
  /** The clients the site is the OpenID provider for (their ids). */
  oidcClients?: Array<{ clientId: string }>;
  /** The generic OpenID providers a reader may sign in with (the embedded service's; `initiateOIDC(name)`). */
  oidcProviders?: Array<{ name: string }>;
  [field: string]: unknown;
}

/** The four contexts whose captcha flag the config carries. */
export type CaptchaContext = 'signin' | 'signup' | 'magicLink' | 'resetPassword';

/** What `getItem` / `setItem` / `removeItem` of `localStorage` offer: all the SDK needs of a store. */
export interface StorageLike {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

/** The part of `window` the SDK uses; absent outside a browser. */
export interface WindowLike {
  postMessage(message: unknown, targetOrigin: string): void;
  location?: { origin: string; assign?(url: string): void };
}

export type FetchLike = (input: string, init?: RequestInit) => Promise<Response>;
