import { describe, expect, it } from 'vitest';
import { renderBlock } from '../../engine/testing/index.ts';
import alertBar from './index.ts';
import { ALERT_REFRESH_MS, alertQuery, dismissCookie, isVisible, latestAlert } from './alert.ts';

const list = (headline?: string) => ({
  content_elements: headline ? [{ headlines: { basic: headline }, websites: { teaomarama: { website_url: '/2026/11/21/flood/' } } }] : [],
});
const content = (value: unknown) => [{ source: 'alert-bar-collections', query: alertQuery('teaomarama'), value }];

describe('alert bar rules', () => {
  it('alert-bar-collections is queried with site, from 0, size 1', () => {
    expect(alertQuery('teaomarama')).toEqual({ site: 'teaomarama', from: 0, size: 1 });
    expect(alertBar.content!({ site: 'te-rito', customFields: {} })).toEqual([{ source: 'alert-bar-collections', query: { site: 'te-rito', from: 0, size: 1 } }]);
  });

  it('the latest alert is fetched again every 120000 ms', () => {
    expect(ALERT_REFRESH_MS).toBe(120_000);
  });

  it('visible only if the list has an item and its first headline differs from the dismissal cookie', () => {
    expect(latestAlert(list(), 'teaomarama')).toBeUndefined();
    const alert = latestAlert(list('Flooding in Whakatāne'), 'teaomarama');
    expect(alert).toEqual({ headline: 'Flooding in Whakatāne', url: '/2026/11/21/flood/' });
    expect(isVisible(alert, undefined)).toBe(true);
    expect(isVisible(alert, 'Flooding in Whakatāne')).toBe(false);
    expect(isVisible(alert, 'An older alert')).toBe(true); // a new headline shows it again
    expect(isVisible(undefined, undefined)).toBe(false);
  });

  it('dismissal cookie keeps the headline 2 days (172800 s), path /, SameSite Lax, Secure on https', () => {
    expect(dismissCookie('Kia tūpato; rain', false)).toBe('alert-bar-dismissed=Kia%20t%C5%ABpato%3B%20rain; Max-Age=172800; Path=/; SameSite=Lax');
    expect(dismissCookie('x', true)).toMatch(/; Secure$/);
  });

  it('on an https page the dismissal cookie is __Host-alert-bar-dismissed: Secure, Path=/, no Domain, so no subdomain can plant one', () => {
    expect(dismissCookie('Kia tūpato', true)).toBe('__Host-alert-bar-dismissed=Kia%20t%C5%ABpato; Max-Age=172800; Path=/; SameSite=Lax; Secure');
    expect(dismissCookie('x', false)).toMatch(/^alert-bar-dismissed=x;/);
  });
});

describe('alert bar block', () => {
  it('renders the alert headline linked to the story, with the ariaLabel setting naming the region', () => {
    const html = renderBlock(alertBar, { customFields: { ariaLabel: 'Breaking news' }, content: content(list('Flooding in Whakatāne')) });
    expect(html).toContain('aria-label="Breaking news"');
    expect(html).toContain('<a class="alert-bar__link" href="/2026/11/21/flood/">Flooding in Whakatāne</a>');
  });

  it('without an ariaLabel the region is named in the reader language', () => {
    expect(renderBlock(alertBar, { content: content(list('Waipuke')), lang: 'mi' })).toContain('aria-label="Pānui whawhati tata"');
  });

  it('the request carrying the dismissal cookie for this headline leaves the alert out of the HTML; another headline still shows', () => {
    const flood = content(list('Flooding in Whakatāne'));
    expect(renderBlock(alertBar, { content: flood, cookies: { 'alert-bar-dismissed': 'Flooding in Whakatāne' } })).not.toContain('alert-bar');
    expect(renderBlock(alertBar, { content: flood, cookies: { 'alert-bar-dismissed': 'An older alert', lang: 'mi' } })).toContain('Flooding in Whakatāne');
    expect(renderBlock(alertBar, { content: flood, cookies: {} })).toContain('Flooding in Whakatāne');
  });

  it('the prefixed dismissal cookie hides the alert too, and wins over an old-name cookie (one a subdomain could have planted)', () => {
    const flood = content(list('Flooding in Whakatāne'));
    expect(renderBlock(alertBar, { content: flood, cookies: { '__Host-alert-bar-dismissed': 'Flooding in Whakatāne' } })).not.toContain('alert-bar');
    expect(renderBlock(alertBar, { content: flood, cookies: { '__Host-alert-bar-dismissed': 'An older alert', 'alert-bar-dismissed': 'Flooding in Whakatāne' } })).toContain('Flooding in Whakatāne');
  });

  it('renders nothing when the list is empty', () => {
    expect(renderBlock(alertBar, { content: content(list()) })).not.toContain('alert-bar');
  });

  it('hidden in admin preview (editors see the placeholder instead)', () => {
    const html = renderBlock(alertBar, { isAdmin: true, content: content(list('Flooding in Whakatāne')) });
    expect(html).not.toContain('Flooding in Whakatāne');
    expect(html).toContain('pb-admin-placeholder');
  });
});
