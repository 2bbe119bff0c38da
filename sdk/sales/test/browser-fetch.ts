/**
 * A fetch that treats cookies as a browser does for a call to another origin: the API origin's cookies go out, and
 * the ones it sets are kept, only when the call asks for credentials (`credentials: 'include'`). Node's fetch has
 * no cookie jar, so without this a test could not tell an SDK that asks for cookies from one that does not.
 */
import type { FetchLike } from '../../identity/types.ts';

export function browserLikeFetch() {
  const jar = new Map<string, string>();
  const inits: RequestInit[] = [];
  const fetchImpl: FetchLike = async (input, init = {}) => {
    inits.push(init);
    const include = init.credentials === 'include';
    const headers = new Headers(init.headers);
    if (include && jar.size > 0) headers.set('cookie', [...jar].map(([name, value]) => `${name}=${value}`).join('; '));
    const res = await fetch(input, { ...init, headers });
    if (include) {
      for (const line of res.headers.getSetCookie()) {
        const [pair] = line.split(';');
        const at = pair.indexOf('=');
        if (at > 0) jar.set(pair.slice(0, at).trim(), pair.slice(at + 1).trim());
      }
    }
    return res;
  };
  return { fetch: fetchImpl, jar, inits };
}
