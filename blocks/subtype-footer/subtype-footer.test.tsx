import { describe, expect, it } from 'vitest';
import { renderBlock, type ContentFixture } from '../../engine/testing/index.ts';
import subtypeFooter from './index.ts';
import { configuredLogoIds, PHOTO_SOURCE, photoQuery, SUBTYPES, subtypeOf } from './subtypes.ts';

const SITE = 'teaomarama';
const LOGO = 'LOGOOPENJUSTICE00000000000';
const render = (subtype: string | undefined, o: { lang?: 'en' | 'mi'; customFields?: Record<string, unknown>; content?: ContentFixture[]; isAdmin?: boolean } = {}) =>
  renderBlock(subtypeFooter, { site: SITE, lang: o.lang, isAdmin: o.isAdmin, globalContent: { type: 'story', subtype }, customFields: o.customFields, content: o.content });

describe('subtype footer (spec "Subtype footer", section 7 photo-service)', () => {
  it('subtypes public interest journalism, te rito, local democracy reporting, open justice', () => {
    expect(SUBTYPES).toEqual(['public-interest-journalism', 'te-rito', 'local-democracy-reporting', 'open-justice']);
    for (const s of SUBTYPES) expect(render(s)).toContain(`subtype-footer--${s}`);
    expect(subtypeOf({ subtype: 'Open Justice' })).toBe('open-justice');
    expect(subtypeOf({ subtype: 'local_democracy_reporting' })).toBe('local-democracy-reporting');
  });

  it('by content subtype shows a configurable title', () => {
    expect(render('te-rito')).toContain('>Part of the Te Rito journalism programme</h2>');
    expect(render('te-rito', { customFields: { teRitoTitle: 'Cadets of Te Rito' } })).toContain('>Cadets of Te Rito</h2>');
  });

  it('title in Māori: the Māori title field, else the Māori default', () => {
    expect(render('te-rito', { lang: 'mi' })).toContain('>He wāhanga nō te kaupapa kairīpoata Te Rito</h2>');
    expect(render('te-rito', { lang: 'mi', customFields: { teRitoTitle: 'English only', teRitoMaoriTitle: 'Ngā pia o Te Rito' } })).toContain('>Ngā pia o Te Rito</h2>');
  });

  it('...and a logo: the drawn local logo when no logo image id is set', () => {
    const html = render('te-rito');
    expect(html).toContain('src="/static/subtypes/te-rito.svg"');
    expect(html).toContain('alt="Te Rito logo"');
  });

  it('the open justice logo links to a mailto address for the open justice team (configurable)', () => {
    expect(render('open-justice')).toContain('<a class="subtype-footer__logo-link" href="mailto:openjustice@example.com"><img class="subtype-footer__logo" src="/static/subtypes/open-justice.svg" alt="Email the Open Justice team"');
    expect(render('open-justice', { customFields: { openJusticeEmail: 'courts@teaomarama.example' } })).toContain('href="mailto:courts@teaomarama.example"');
  });

  it('the other logos are plain images (no link)', () => {
    for (const s of ['public-interest-journalism', 'te-rito', 'local-democracy-reporting']) expect(render(s)).not.toContain('<a ');
  });

  it('open justice email must be an email address (invalid config is rejected)', () => {
    expect(() => render('open-justice', { customFields: { openJusticeEmail: 'javascript:alert(1)' } })).toThrow(/openJusticeEmail/);
  });

  it('photo-service {id, websiteName} gives the logo _id and auth: a signed resizer image', () => {
    const content: ContentFixture[] = [{ source: PHOTO_SOURCE, query: photoQuery(LOGO, SITE), value: { _id: LOGO, url: `/resizer/v2/${LOGO}.jpg`, auth: { 2: 'sig' }, width: 600, height: 200 } }];
    const html = render('open-justice', { customFields: { openJusticeLogoId: LOGO }, content });
    expect(html).toContain(`src="/resizer/v2/${LOGO}?auth=sig&amp;width=300"`);
    expect(html).toContain('width=600 600w');
    expect(html).toContain('href="mailto:openjustice@example.com"');
  });

  it('photo-service failure: falls back to the drawn logo', () => {
    const content: ContentFixture[] = [{ source: PHOTO_SOURCE, query: photoQuery(LOGO, SITE), error: 'not found' }];
    expect(render('open-justice', { customFields: { openJusticeLogoId: LOGO }, content })).toContain('src="/static/subtypes/open-justice.svg"');
  });

  it('declares the configured logos so the page fetches them up front', () => {
    const fields = { teRitoLogoId: 'LOGOTERITO0000000000000000', openJusticeLogoId: LOGO };
    expect(configuredLogoIds(fields)).toEqual(['LOGOTERITO0000000000000000', LOGO]);
    expect(subtypeFooter.content?.({ site: SITE, customFields: fields as never })).toEqual([
      { source: 'photo-service', query: { id: 'LOGOTERITO0000000000000000', websiteName: SITE } },
      { source: 'photo-service', query: { id: LOGO, websiteName: SITE } },
    ]);
  });

  it('no (known) subtype: readers get nothing, editors the placeholder', () => {
    expect(render(undefined)).toBe('');
    expect(render('sponsored')).toBe('');
    expect(render(undefined, { isAdmin: true })).toContain('pb-admin-placeholder');
  });

  it('not an island: ships no JS', () => {
    expect(subtypeFooter.island).toBeUndefined();
  });
});
