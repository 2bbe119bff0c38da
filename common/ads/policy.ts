// What a site's Content-Security-Policy must allow once it turns the ad service's script on (loadAdScripts).
// The script itself needs no origin: the page's nonce'd client script injects it ('strict-dynamic'), and the ad
// library's own scripts follow the same way. What it fetches, shows and frames does need one.
import type { PolicyOrigins } from '../../engine/index.ts';
import { adManagerOptionsOf } from './manager.ts';

/**
 * The ad service's hosts for ad requests, creatives' images and safe frames. Wildcards on purpose: the service
 * moves its traffic between subdomains without notice (it documents no fixed list).
 */
export const AD_SERVICE_ORIGINS = [
  'https://*.doubleclick.net',
  'https://*.googlesyndication.com',
  'https://*.googletagservices.com',
  'https://*.googleadservices.com',
  'https://*.google.com',
  'https://*.gstatic.com',
] as const;

const originOf = (url: string): string | undefined => {
  try {
    const u = new URL(url);
    return u.protocol === 'https:' || u.protocol === 'http:' ? u.origin : undefined;
  } catch {
    return undefined; // relative: served by the site itself ('self')
  }
};

/** Nothing unless the site loads the ad script; then the ad service's hosts and those of a custom script URL. */
export function adPolicyOrigins(siteProperties: Record<string, any>): PolicyOrigins | undefined {
  const { loadScript, scriptUrl } = adManagerOptionsOf(siteProperties);
  if (!loadScript) return undefined;
  const own = scriptUrl ? originOf(scriptUrl) : undefined;
  const origins = [...AD_SERVICE_ORIGINS, ...(own ? [own] : [])];
  return { 'connect-src': origins, 'img-src': origins, 'frame-src': origins };
}
