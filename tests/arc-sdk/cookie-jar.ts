/**
 * The browser's cookie store for one server origin, as a wrapper around Node's fetch installed as the global fetch:
 * a `credentials: 'include'` call to that origin sends the cookies it set and keeps the ones it sets (path and
 * expiry honoured), as a browser does for a site the reader allows. Calls without credentials carry no cookies.
 * The SDK is not touched: this is the environment it runs in.
 */
interface Kept {
  value: string;
  path: string;
}

export function installCookieJar(origin: string) {
  const realFetch = globalThis.fetch;
  const cookies = new Map<string, Kept>();
  globalThis.fetch = async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(typeof input === 'string' || input instanceof URL ? input : input.url);
    const withCookies = url.origin === origin && init.credentials === 'include';
    const headers = new Headers(init.headers);
    if (withCookies) {
      const sent = [...cookies].filter(([, c]) => url.pathname.startsWith(c.path)).map(([name, c]) => `${name}=${c.value}`);
      if (sent.length) headers.set('cookie', sent.join('; '));
    }
    const res = await realFetch(input, { ...init, headers });
    if (withCookies) {
      for (const set of res.headers.getSetCookie()) {
        const [pair, ...attrs] = set.split(';');
        const eq = pair!.indexOf('=');
        const name = pair!.slice(0, eq).trim();
        const path = attrs.map((a) => a.trim()).find((a) => /^path=/i.test(a))?.slice(5) ?? '/';
        const expired = attrs.some((a) => /^\s*(max-age=0|expires=thu, 01 jan 1970)/i.test(a));
        if (expired) cookies.delete(name);
        else cookies.set(name, { value: pair!.slice(eq + 1).trim(), path });
      }
    }
    return res;
  };
  return {
    names: () => [...cookies.keys()],
    uninstall: () => void (globalThis.fetch = realFetch),
  };
}
