/** Cookie header parsing, shared by the request parser (server) and useRequestCookie (server and browser). */

export function parseCookies(header: string | undefined): Record<string, string> {
  const out: Record<string, string> = {};
  if (!header) return out;
  for (const part of header.split(';')) {
    const at = part.indexOf('=');
    if (at === -1) continue;
    const name = part.slice(0, at).trim();
    let value = part.slice(at + 1).trim();
    if (value.startsWith('"') && value.endsWith('"')) value = value.slice(1, -1);
    // Another app on the domain may set a cookie we cannot decode: ignore that one, never the reader's page.
    try {
      out[name] = decodeURIComponent(value);
    } catch {
      continue;
    }
  }
  return out;
}
