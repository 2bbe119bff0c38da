/**
 * The authorization request of the site as an OpenID provider (RFC 6749 4.1.1, OpenID Connect Core 3.1.2.1): its
 * checks, and whether the reader's sign-in is good enough for it (prompt, max_age). Once the client and its
 * redirect_uri are known to be registered, every refusal goes back to that address with error, error_description
 * and state (RFC 6749 4.1.2.1); before that, nothing about the request can be trusted, and it is shown on our page.
 */
import type { ProviderClient } from './oidc-settings.ts';

/** An OAuth error (RFC 6749 5.2), answered as `{ error, error_description }` with its status. */
export class OAuthError extends Error {
  constructor(
    readonly status: number,
    readonly error: string,
    description: string,
  ) {
    super(description);
  }
}

/** A refusal that goes back to the client: its registered address, with the error and the client's state. */
export class RedirectedError extends OAuthError {
  constructor(
    readonly redirectUri: string,
    readonly state: string | undefined,
    error: string,
    description: string,
  ) {
    super(400, error, description);
  }
}

export interface AuthorizationRequest {
  clientId: string;
  redirectUri: string;
  state?: string;
  nonce?: string;
  scope: string;
  codeChallenge: string;
  /** The prompt values asked for (OpenID Connect Core 3.1.2.1): none, login, consent, select_account. */
  prompt: string[];
  /** Seconds: a sign-in older than this must be done again. */
  maxAge?: number;
}

const CHALLENGE = /^[A-Za-z0-9_-]{43}$/;
const PROMPTS = new Set(['none', 'login', 'consent', 'select_account']);
/**
 * prompt=login: the login page always shows the form for it; the provider takes a sign-in this recent as that new
 * one (the reader typed the password a moment before the page asked for the code), and an older one never.
 */
export const PROMPT_LOGIN_FRESH_MS = 2 * 60 * 1000;

/** The client's address with an error (RFC 6749 4.1.2.1) and the issuer (RFC 9207). */
export function errorRedirect(error: RedirectedError, issuer: string): string {
  const url = new URL(error.redirectUri);
  url.searchParams.set('error', error.error);
  url.searchParams.set('error_description', error.message);
  if (error.state !== undefined) url.searchParams.set('state', error.state);
  url.searchParams.set('iss', issuer);
  return url.href;
}

/** Checks a request for a code; an unknown client or a redirect_uri not registered character for character is an OAuthError, the rest RedirectedErrors. */
export function checkAuthorizationRequest(q: Record<string, unknown>, clients: Map<string, ProviderClient>): AuthorizationRequest {
  const str = (name: string) => (typeof q[name] === 'string' ? (q[name] as string) : undefined);
  const clientId = str('client_id');
  if (!clientId) throw new OAuthError(400, 'invalid_request', 'client_id is required');
  const client = clients.get(clientId);
  if (!client) throw new OAuthError(400, 'invalid_client', `unknown client_id ${JSON.stringify(clientId.slice(0, 80))}`);
  const redirectUri = str('redirect_uri');
  if (!redirectUri || !client.redirectUris.includes(redirectUri)) throw new OAuthError(400, 'invalid_request', 'redirect_uri is not one registered for this client (it must match exactly)');

  // The state goes back as sent, unless it is too long to be one: then it is left out rather than cut.
  const rawState = str('state');
  const state = rawState !== undefined && rawState.length <= 512 ? rawState : undefined;
  const refuse = (error: string, description: string) => new RedirectedError(redirectUri, state, error, description);
  if (rawState !== undefined && state === undefined) throw refuse('invalid_request', 'state must be at most 512 characters');
  if (str('response_type') !== 'code') throw refuse('unsupported_response_type', 'response_type must be "code"');
  const scope = str('scope') ?? '';
  if (scope.length > 256) throw refuse('invalid_scope', 'scope must be at most 256 characters');
  if (!scope.split(' ').includes('openid')) throw refuse('invalid_scope', 'scope must include "openid"');
  const codeChallenge = str('code_challenge');
  if (str('code_challenge_method') !== 'S256' || !codeChallenge || !CHALLENGE.test(codeChallenge)) {
    throw refuse('invalid_request', 'PKCE is required: code_challenge (43 base64url characters) with code_challenge_method "S256"');
  }
  const nonce = str('nonce');
  if ((nonce?.length ?? 0) > 512) throw refuse('invalid_request', 'nonce must be at most 512 characters');
  const prompt = (str('prompt') ?? '').split(' ').filter(Boolean);
  if (prompt.some((p) => !PROMPTS.has(p))) throw refuse('invalid_request', 'prompt must be none, login, consent or select_account');
  if (prompt.includes('none') && prompt.length > 1) throw refuse('invalid_request', 'prompt=none cannot be combined with another value');
  const maxAgeText = str('max_age');
  if (maxAgeText !== undefined && !/^\d{1,9}$/.test(maxAgeText)) throw refuse('invalid_request', 'max_age must be a whole number of seconds');
  return { clientId, redirectUri, state, nonce, scope, codeChallenge, prompt, maxAge: maxAgeText === undefined ? undefined : Number(maxAgeText) };
}

/**
 * Whether the reader's sign-in (undefined: not signed in) is fresh enough for the request: 'ok', 'sign-in' (the
 * login page asks the reader to sign in again) or, with prompt=none, which forbids any page, a RedirectedError.
 */
export function signInVerdict(request: AuthorizationRequest, signedInAt: Date | undefined, now: number): 'ok' | 'sign-in' {
  const age = signedInAt ? now - signedInAt.getTime() : undefined;
  const enough =
    age !== undefined && (request.maxAge === undefined || age <= request.maxAge * 1000) && (!request.prompt.includes('login') || age <= PROMPT_LOGIN_FRESH_MS);
  if (enough) return 'ok';
  if (request.prompt.includes('none')) {
    throw new RedirectedError(request.redirectUri, request.state, 'login_required', age === undefined ? 'the reader is not signed in' : 'the reader\'s sign-in is older than max_age allows');
  }
  return 'sign-in';
}
