import { describe, expect, it } from 'vitest';
import { defineFeature } from '../define.ts';
import { createRegistry } from '../registry.ts';
import { createSitePolicy } from './site-policy.ts';

const block = (name: string, policyOrigins?: (p: Record<string, any>) => any) => ({ default: defineFeature({ name, label: { en: name, mi: name }, component: () => null, policyOrigins }) });

function setup() {
  const calls: string[] = [];
  const registry = createRegistry({
    'blocks/plain/index.ts': block('plain'),
    // An integration that needs its hosts only when the site turns it on.
    'blocks/widget/index.ts': block('widget', (p) => {
      calls.push('widget');
      return p.widgetOn ? { 'connect-src': ['https://api.widget.example'], 'img-src': ['https://img.widget.example'] } : undefined;
    }),
    'blocks/broken/index.ts': block('broken', (p) => {
      if (p.breakIt) throw new Error('no settings');
      return { 'img-src': ['https://img.widget.example', 'not an origin'] };
    }),
  });
  const errors: string[] = [];
  return { policy: createSitePolicy(registry, { error: (m: string) => errors.push(m) }), errors, calls };
}

describe('site policy origins', () => {
  it("a site gets what it declares plus what its enabled integrations need, each origin once", () => {
    const { policy } = setup();
    const site = { id: 'news', properties: { widgetOn: true, contentSecurityPolicy: { 'img-src': ['https://images.example.org'], 'frame-src': ['https://player.example.org'] } } };
    expect(policy(site)).toEqual({
      'img-src': ['https://images.example.org', 'https://img.widget.example'],
      'frame-src': ['https://player.example.org'],
      'connect-src': ['https://api.widget.example'],
    });
  });

  it('an integration the site does not enable adds nothing', () => {
    const { policy } = setup();
    expect(policy({ id: 'quiet', properties: {} })).toEqual({ 'img-src': ['https://img.widget.example'] });
  });

  it('malformed declarations and failing hooks are left out and logged naming the site and where they came from', () => {
    const { policy, errors } = setup();
    const origins = policy({ id: 'news', properties: { breakIt: true, widgetOn: true, contentSecurityPolicy: { 'script-src': ['https://x.example'] } } });
    expect(origins).toEqual({ 'connect-src': ['https://api.widget.example'], 'img-src': ['https://img.widget.example'] });
    expect(errors).toEqual([
      '[csp] site news, property contentSecurityPolicy: "script-src" cannot be extended (only connect-src, img-src, frame-src, font-src)',
      '[csp] site news, block broken: policyOrigins failed: no settings',
    ]);
    policy({ id: 'other', properties: {} });
    expect(errors.at(-1)).toBe('[csp] site other, block broken: img-src: "not an origin" is not an origin like https://cdn.example.com or https://*.example.com');
  });

  it('worked out once per loaded site config, again for a reloaded one', () => {
    const { policy, calls } = setup();
    const site = { id: 'news', properties: {} };
    policy(site);
    policy(site);
    expect(calls).toEqual(['widget']);
    policy({ ...site });
    expect(calls).toEqual(['widget', 'widget']);
  });
});
