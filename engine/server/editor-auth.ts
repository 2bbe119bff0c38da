/**
 * Who may use the editor. A signed-in reader of the identity service becomes an editor session through the bridge
 * page (/editor/session/): its script sends the SDK's stored access token once to POST /editor/api/session, which
 * checks it with the identity service's own verifier and the editor role, and sets the `editor_session` cookie
 * (HttpOnly, SameSite=Strict, Secure in production, path /editor; `__Host-editor_session` at / over https, see
 * sessionCookie). EDITOR_TOKEN as a bearer token also passes, for
 * automation. Writes also need a JSON body and a same-origin Origin (CSRF): the cookie is ambient, the token is not.
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import express, { type CookieOptions, type NextFunction, type Request, type Response } from 'express';
import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';
import { parseCookies } from '../cookies.ts';
import { languageOf, type SiteSetup } from '../site-setup.ts';
import { extendPolicy } from './csp.ts';
import type { EditorAccount, EditorOptions } from './editor-ports.ts';
import phraseBook from './editor-phrases.json';
import { escapeHtml } from '../render/escape-html.ts';

export const SESSION_COOKIE = 'editor_session';
/**
 * The session cookie's name over https: `__Host-` makes the browser refuse it unless Secure, Path=/ and without
 * Domain, so a sibling subdomain or a plain-http page cannot plant a session cookie (one with a longer path would be
 * sent first, shadowing the real one). It costs Path=/: the cookie also rides on the site's pages, which ignore it.
 * Chosen per request, by the scheme the browser used (`req.secure`: TLS here, or X-Forwarded-Proto from a proxy
 * TRUST_PROXY trusts), since a browser drops a prefixed cookie an http page sets; plain http (`npm start` on
 * http://localhost, Secure there as localhost counts as secure to Chromium and Firefox) keeps the old name.
 */
export const HOST_SESSION_COOKIE = `__Host-${SESSION_COOKIE}`;
export const BRIDGE_PATH = '/editor/session/';
export const LOGIN_REDIRECT = `/account/login/?redirect=${BRIDGE_PATH}`;
/** Where the identity SDK keeps the signed-in identity (sdk/identity/presence.ts USER_INFO_KEY). */
const IDENTITY_KEY = 'identity.userInfo';

/** Who is calling: an editor's account, or the automation token. `author` is what revisions record. */
export interface EditorCaller { author: string; user: EditorAccount }
type Found = EditorCaller | 'no-role' | undefined;

const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** The session id as sent: the prefixed name first (a planted old-name cookie cannot shadow it), else the old one. */
const sentSession = (req: Request) => {
  const cookies = parseCookies(req.headers.cookie);
  return cookies[HOST_SESSION_COOKIE] ?? cookies[SESSION_COOKIE];
};
const digest = (s: string) => createHash('sha256').update(s).digest();

export function editorPhrases(req: Request, setup: SiteSetup): Record<string, string> {
  const book = phraseBook as Record<string, Record<string, string>>;
  return { ...book[setup.defaultLanguage], ...book[languageOf(parseCookies(req.headers.cookie), setup)] };
}

export function editorAuth(opts: EditorOptions, settings: { dev: boolean; editorToken?: string; siteSetup: SiteSetup }) {
  const { auth } = opts;
  const limiter = new RateLimiterMemory({ points: opts.sessionsPerMinute ?? 10, duration: 60 });
  const tokenDigest = settings.editorToken ? digest(settings.editorToken) : undefined;
  const legacy: CookieOptions = { httpOnly: true, sameSite: 'strict', secure: !settings.dev, path: '/editor' };
  const prefixed: CookieOptions = { httpOnly: true, sameSite: 'strict', secure: true, path: '/' };
  /** The session cookie's name and attributes for this request's scheme (HOST_SESSION_COOKIE). */
  const sessionCookie = (req: Request) => (req.secure ? { name: HOST_SESSION_COOKIE, options: prefixed } : { name: SESSION_COOKIE, options: legacy });

  /** EDITOR_TOKEN as `Authorization: Bearer`, compared in constant time. */
  const hasEditorToken = (req: Request) => {
    const given = /^Bearer\s+(\S+)\s*$/i.exec(req.headers.authorization ?? '')?.[1];
    return Boolean(tokenDigest && given && timingSafeEqual(digest(given), tokenDigest));
  };

  async function caller(req: Request): Promise<Found> {
    if (hasEditorToken(req)) return { author: 'EDITOR_TOKEN', user: { id: 'editor-token', email: '', name: 'EDITOR_TOKEN' } };
    const accountId = await auth.sessionAccount(sentSession(req));
    if (!accountId) return undefined;
    const [role, account] = await Promise.all([auth.roleOf(accountId), auth.account({ id: accountId })]);
    if (!role || !account) return 'no-role';
    return { author: account.email, user: account };
  }

  /** A write's CSRF check: a JSON body, and (for the cookie) an Origin naming this host. Undefined when it passes. */
  function csrfProblem(req: Request, byToken: boolean): { status: number; error: string } | undefined {
    if (!WRITES.has(req.method)) return undefined;
    if (!req.is('application/json')) return { status: 415, error: `${req.method} ${req.path} needs Content-Type: application/json` };
    const origin = req.headers.origin;
    if (origin === undefined && byToken) return undefined; // automation sends no Origin; the token is no ambient credential
    let host: string | undefined;
    try {
      host = origin ? new URL(origin).host : undefined;
    } catch {
      host = undefined;
    }
    if (!host || host !== req.headers.host) return { status: 403, error: `cross-origin write refused: Origin ${origin ? `"${origin}"` : 'missing'} is not this site (${req.headers.host})` };
    return undefined;
  }

  /** /editor/api/*: 401 without a session, 403 without the role or on a cross-origin write; sets res.locals.editor. */
  const api = (req: Request, res: Response, next: NextFunction) => {
    caller(req).then((found) => {
      if (!found) return res.status(401).json({ error: 'not signed in to the editor: open /editor/ to sign in' });
      if (found === 'no-role') return res.status(403).json({ error: 'this account is not an editor' });
      const problem = csrfProblem(req, found.author === 'EDITOR_TOKEN');
      if (problem) return res.status(problem.status).json({ error: problem.error });
      res.locals.editor = found;
      next();
    }, next);
  };

  /** Editor pages: to sign-in without a session, a 403 page without the role. */
  const page = (req: Request, res: Response, next: NextFunction) => {
    caller(req).then((found) => {
      res.setHeader('cache-control', 'private, no-store');
      if (!found) return res.redirect(302, LOGIN_REDIRECT);
      if (found === 'no-role') return res.status(403).type('html').send(noRolePage(req));
      res.locals.editor = found;
      next();
    }, next);
  };

  const noRolePage = (req: Request) => {
    const t = editorPhrases(req, settings.siteSetup);
    return `<!doctype html><html lang="${languageOf(parseCookies(req.headers.cookie), settings.siteSetup)}"><meta charset="utf-8"><title>${escapeHtml(t.title)}</title><main><h1>${escapeHtml(t.title)}</h1><p>${escapeHtml(t.noRole)}</p></main></html>`;
  };

  /**
   * The editor's built assets: editors only, but cached as what they are, content-hashed files (private: kept out of
   * shared caches, since only editors may fetch them). A script request gets a status, not the sign-in page.
   */
  const asset = (req: Request, res: Response, next: NextFunction) => {
    caller(req).then((found) => {
      if (!found || found === 'no-role') return res.status(found ? 403 : 401).setHeader('cache-control', 'no-store').type('text/plain').send(found ? 'this account is not an editor' : 'not signed in to the editor');
      res.setHeader('cache-control', 'private, max-age=31536000, immutable');
      next();
    }, next);
  };

  const router = express.Router();
  router.post('/editor/api/session', express.json({ limit: '1kb' }), (req, res, next) => {
    (async () => {
      const problem = csrfProblem(req, false);
      if (problem) return res.status(problem.status).json({ error: problem.error });
      try {
        await limiter.consume(req.ip ?? req.socket.remoteAddress ?? 'unknown');
      } catch (e) {
        if (!(e instanceof RateLimiterRes)) throw e;
        res.setHeader('retry-after', String(Math.max(1, Math.ceil(e.msBeforeNext / 1000))));
        return res.status(429).json({ error: 'too many editor sign-ins from this address: try again in a minute' });
      }
      const accountId = await auth.readerOf(req.headers.authorization);
      if (!accountId) return res.status(401).json({ error: 'the identity access token is missing, invalid or expired: sign in again' });
      const [role, account] = await Promise.all([auth.roleOf(accountId), auth.account({ id: accountId })]);
      if (!role || !account) return res.status(403).json({ error: 'this account is not an editor' });
      const session = await auth.startSession(accountId);
      const { name, options } = sessionCookie(req);
      res.cookie(name, session.id, { ...options, maxAge: session.maxAgeSeconds * 1000 });
      // A session cookie left under the other name (before the move to https) goes, so only the new one is sent.
      if (name === HOST_SESSION_COOKIE && parseCookies(req.headers.cookie)[SESSION_COOKIE] !== undefined) res.clearCookie(SESSION_COOKIE, legacy);
      res.setHeader('cache-control', 'no-store');
      res.json({ user: account });
    })().catch(next);
  });
  router.post('/editor/api/logout', (req, res, next) => {
    const problem = csrfProblem(req, hasEditorToken(req));
    if (problem) return void res.status(problem.status).json({ error: problem.error });
    const cookies = parseCookies(req.headers.cookie);
    Promise.all([auth.endSession(cookies[HOST_SESSION_COOKIE]), auth.endSession(cookies[SESSION_COOKIE])]).then(() => {
      if (cookies[HOST_SESSION_COOKIE] !== undefined || req.secure) res.clearCookie(HOST_SESSION_COOKIE, prefixed);
      if (cookies[SESSION_COOKIE] !== undefined || !req.secure) res.clearCookie(SESSION_COOKIE, legacy);
      res.json({ ok: true });
    }, next);
  });
  router.get(BRIDGE_PATH, (req, res) => {
    const nonce = extendPolicy(res, {});
    const t = editorPhrases(req, settings.siteSetup);
    res.setHeader('cache-control', 'private, no-store');
    res.type('html').send(bridgePage(nonce, t, languageOf(parseCookies(req.headers.cookie), settings.siteSetup)));
  });
  router.get('/editor/api/me', api, (_req, res) => {
    res.json({ user: (res.locals.editor as EditorCaller).user });
  });

  return { router, api, page, asset };
}

/**
 * The bridge: sends the SDK's stored access token (refreshed once with the refresh token if refused, stored back as
 * the SDK keeps it) and goes on to the editor; no token or refused: to sign-in; no role: says so.
 */
function bridgePage(nonce: string, t: Record<string, string>, lang: string): string {
  const script = `(async () => {
  const key = ${JSON.stringify(IDENTITY_KEY)};
  const say = (text) => { document.getElementById('status').textContent = text; };
  const login = () => location.replace(${JSON.stringify(LOGIN_REDIRECT)});
  let identity;
  try { identity = JSON.parse(localStorage.getItem(key) || 'null'); } catch { identity = null; }
  if (!identity || !identity.accessToken) return login();
  const open = (token) => fetch('/editor/api/session', { method: 'POST', credentials: 'same-origin', headers: { 'content-type': 'application/json', authorization: 'Bearer ' + token }, body: '{}' });
  let answer = await open(identity.accessToken);
  if (answer.status === 401 && identity.refreshToken) {
    const refreshed = await fetch('/identity/public/v1/auth/login', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ grantType: 'refresh-token', credentials: identity.refreshToken }) });
    if (refreshed.ok) {
      identity = { ...identity, ...(await refreshed.json()) };
      localStorage.setItem(key, JSON.stringify(identity));
      answer = await open(identity.accessToken);
    }
  }
  if (answer.ok) return location.replace('/editor/');
  if (answer.status === 403) return say(${JSON.stringify(t.noRole)});
  if (answer.status === 401) return login();
  say((await answer.json().catch(() => ({}))).error || String(answer.status));
})();`;
  return `<!doctype html><html lang="${escapeHtml(lang)}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(t.title)}</title></head>
<body><main><h1>${escapeHtml(t.title)}</h1><p id="status" role="status">${escapeHtml(t.signingIn)}</p><noscript>${escapeHtml(t.noScript)}</noscript></main>
<script nonce="${nonce}">${script.replace(/</g, '\\u003c')}</script></body></html>`;
}
