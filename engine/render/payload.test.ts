import { describe, expect, it } from 'vitest';
import { payloadJson, serializePayload, type PagePayload } from './payload.ts';

const value = { headlines: { basic: 'Kia ora </script><!-- & \u2028' }, n: 1, list: [1, 'two', null], missing: undefined };
const payload = (content: unknown): PagePayload => ({
  app: { site: 's', siteProperties: { a: 1, nested: { b: ['</script>'] } }, lang: 'mi', defaultLang: 'en', siteParam: 'site', isAdmin: false, outputType: 'default', requestUri: '/' },
  blocks: [
    { id: 'a', type: 'x', module: '/blocks/x/component.tsx', mode: 'island', hydrate: 'load', customFields: { label: 'L' }, content: { feed: content, none: undefined }, reads: { 'src:{}': value, 'src:{"q":"</script><!--"}': 2 } },
    { id: 'b', type: 'y', module: '/blocks/y/component.tsx', mode: 'lazy', customFields: {}, content: {}, reads: {}, globalContent: { _id: '1' } },
  ],
  phrases: { x: { mi: { hi: 'Kia ora' }, en: { hi: 'Hello <b>' } }, y: { mi: undefined as never, en: { bye: 'Ka kite' } } },
  runtime: '/assets/mount.js',
  preload: ['/assets/mount.js', '/assets/react.js'],
});

describe('island payload JSON', () => {
  it('is exactly JSON.stringify of the payload, escaped so nothing can close the <script> (built from cached pieces)', () => {
    const p = payload(value);
    expect(payloadJson(p)).toBe(serializePayload(p));
    expect(payloadJson(p)).not.toMatch(/<\/script|<!--|\u2028/);
    expect(JSON.parse(payloadJson(p))).toEqual(JSON.parse(JSON.stringify(p)));
  });

  it("a block type's phrases in a language are serialized once: the definition's object gives the text it gave first", () => {
    const hello = { hi: 'Hello' };
    const withPhrases = (): PagePayload => ({ ...payload(value), phrases: { x: { en: hello } } });
    const first = payloadJson(withPhrases());
    expect(first).toContain('"phrases":{"x":{"en":{"hi":"Hello"}}}');
    hello.hi = 'changed'; // definitions are never changed at run time: the cached text stands
    expect(payloadJson(withPhrases())).toBe(first);
  });

  it('the same content object again gives the same text; a new object is serialized afresh', () => {
    const first = payloadJson(payload(value));
    expect(payloadJson(payload(value))).toBe(first);
    expect(payloadJson(payload({ ...value, n: 2 }))).toContain('"n":2');
  });
});
