import { describe, expect, it } from 'vitest';
import { AD_SERVICE_ORIGINS, adPolicyOrigins } from './policy.ts';

describe('ad origins in the site policy', () => {
  it('nothing while the site does not load the ad script, even with an ad-service id', () => {
    expect(adPolicyOrigins({ dfpId: '123' })).toBeUndefined();
    expect(adPolicyOrigins({ dfpId: '123', loadAdScripts: 'yes' })).toBeUndefined();
  });

  it("with loadAdScripts, the ad service's hosts for requests, images and frames", () => {
    const origins = adPolicyOrigins({ loadAdScripts: true });
    for (const directive of ['connect-src', 'img-src', 'frame-src'] as const) expect(origins?.[directive]).toEqual([...AD_SERVICE_ORIGINS]);
    expect(Object.keys(origins!).sort()).toEqual(['connect-src', 'frame-src', 'img-src']);
  });

  it("a custom ad script URL adds its own origin; a relative one is the site's own and adds nothing", () => {
    expect(adPolicyOrigins({ loadAdScripts: true, adScriptUrl: 'https://wrapper.example.net/prebid/gpt.js?v=2' })?.['connect-src']).toEqual([...AD_SERVICE_ORIGINS, 'https://wrapper.example.net']);
    expect(adPolicyOrigins({ loadAdScripts: true, adScriptUrl: '/static/ads.js' })?.['connect-src']).toEqual([...AD_SERVICE_ORIGINS]);
  });
});
