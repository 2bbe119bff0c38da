// The editor's session bridge in Chromium: a signed-in editor (the identity SDK's stored session) lands in the
// editor, a reader without the role is told so, and nobody signed in is sent to sign in and back through the bridge.
// No page of it may break the Content-Security-Policy (browserSuite checks after each test).
import { afterAll, describe, expect, it } from 'vitest';
import { configsWith, startEditorServer } from '../support/editor-server.ts';
import { browserSuite } from './browser.ts';

const configs = configsWith({});
afterAll(() => configs.remove());
const suite = browserSuite(() => startEditorServer({ configDir: configs.dir }));
let n = 0;
const email = () => `bridge-${process.pid}-${++n}@example.org`;

/** A browser page whose identity SDK storage holds this login, as after signing in on the site. */
async function signedInPage(login: unknown) {
  const page = await suite.browser.newPage();
  await page.goto(`${suite.server.base}/healthz`);
  await page.evaluate((identity) => localStorage.setItem('identity.userInfo', JSON.stringify(identity)), login);
  return page;
}

describe('editor session bridge', () => {
  it('a signed-in editor opening the bridge gets an editor session and the editor page with their boot data', async () => {
    const address = email();
    const login = await suite.server.reader(address);
    await suite.server.services.pageConfigs.access.grant(login.uuid);
    const page = await signedInPage(login);
    await page.goto(`${suite.server.base}/editor/session/`);
    await page.waitForURL(`${suite.server.base}/editor/`);
    const boot = JSON.parse((await page.textContent('#editor-boot'))!);
    expect(boot.user.email).toBe(address);
    const cookies = await page.context().cookies(`${suite.server.base}/editor/`);
    expect(cookies.find((c) => c.name === 'editor_session')).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/editor' });
    await page.close();
  });

  it('an expired access token is refreshed once with the stored refresh token, then the session opens', async () => {
    const login = await suite.server.reader(email());
    await suite.server.services.pageConfigs.access.grant(login.uuid);
    const page = await signedInPage({ ...login, accessToken: 'expired.or.garbage' });
    await page.goto(`${suite.server.base}/editor/session/`);
    await page.waitForURL(`${suite.server.base}/editor/`);
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('identity.userInfo')!));
    expect(stored.accessToken).not.toBe('expired.or.garbage');
    await page.close();
  });

  it('a reader without the editor role stays on the bridge, told in words', async () => {
    const page = await signedInPage(await suite.server.reader(email()));
    await page.goto(`${suite.server.base}/editor/session/`);
    await page.getByText('Your account is not an editor').waitFor();
    expect(new URL(page.url()).pathname).toBe('/editor/session/');
    await page.close();
  });

  it('nobody signed in: the editor sends them to sign in, with the bridge as where to come back', async () => {
    const page = await suite.browser.newPage();
    await page.goto(`${suite.server.base}/editor/`);
    await page.waitForURL((url) => url.pathname === '/account/login/');
    expect(new URL(page.url()).searchParams.get('redirect')).toBe('/editor/session/');
    await page.close();
  });
});
