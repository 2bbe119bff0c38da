import { describe, expect, it } from 'vitest';
import { ownUrl } from './own-url.ts';

const PAGE = 'https://news.example/2026/12/02/story/';

describe('ownUrl: what the client entry may import or link (an http(s) URL on the page\'s own origin, checked as a URL)', () => {
  it('paths on this site are kept, made absolute on the page\'s origin', () => {
    expect(ownUrl('/ok.js', PAGE)).toBe('https://news.example/ok.js');
    expect(ownUrl('/assets/x.js', PAGE)).toBe('https://news.example/assets/x.js');
    expect(ownUrl('/blocks/alert-bar/component.tsx', PAGE)).toBe('https://news.example/blocks/alert-bar/component.tsx');
    expect(ownUrl('https://news.example/assets/x.js', PAGE)).toBe('https://news.example/assets/x.js');
  });

  it('addresses a pattern takes for a path but the URL parser sends to another host are refused: /\\host, //host, /<tab>/host', () => {
    expect(ownUrl('/\\evil.example/x.js', PAGE)).toBeUndefined();
    expect(ownUrl('\\\\evil.example/x.js', PAGE)).toBeUndefined();
    expect(ownUrl('//evil.example/x.js', PAGE)).toBeUndefined();
    expect(ownUrl('/\t/evil.example/x.js', PAGE)).toBeUndefined();
    expect(ownUrl('/\n/evil.example/x.js', PAGE)).toBeUndefined();
    expect(ownUrl(' //evil.example/x.js', PAGE)).toBeUndefined();
  });

  it('another origin (host, port or scheme) is refused', () => {
    expect(ownUrl('https://other/', PAGE)).toBeUndefined();
    expect(ownUrl('https://news.example:8443/x.js', PAGE)).toBeUndefined();
    expect(ownUrl('http://news.example/x.js', PAGE)).toBeUndefined();
    expect(ownUrl('https://news.example.evil/x.js', PAGE)).toBeUndefined();
  });

  it('schemes that are not http(s) are refused: javascript:, data:, blob:', () => {
    expect(ownUrl('javascript:alert(1)', PAGE)).toBeUndefined();
    expect(ownUrl('JavaScript:alert(1)', PAGE)).toBeUndefined();
    expect(ownUrl('data:text/javascript,alert(1)', PAGE)).toBeUndefined();
    expect(ownUrl('blob:https://news.example/0f6c', PAGE)).toBeUndefined();
  });

  it('anything that is no URL string is refused', () => {
    for (const value of [undefined, null, 42, {}, ['/ok.js'], '', 'http://[']) expect(ownUrl(value, PAGE)).toBeUndefined();
  });
});
