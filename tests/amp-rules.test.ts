// The AMP checker (tests/support/amp-rules.ts) can fail: a minimal valid AMP page passes every rule, and a page
// breaking one rule fails that rule.
import { describe, expect, it } from 'vitest';
import { checkAmp, RULES } from './support/amp-rules.ts';

const BOILERPLATE = '<style amp-boilerplate>body{-webkit-animation:-amp-start 8s steps(1,end) 0s 1 normal both;-moz-animation:-amp-start 8s steps(1,end) 0s 1 normal both;-ms-animation:-amp-start 8s steps(1,end) 0s 1 normal both;animation:-amp-start 8s steps(1,end) 0s 1 normal both}@-webkit-keyframes -amp-start{from{visibility:hidden}to{visibility:visible}}@-moz-keyframes -amp-start{from{visibility:hidden}to{visibility:visible}}@-ms-keyframes -amp-start{from{visibility:hidden}to{visibility:visible}}@-o-keyframes -amp-start{from{visibility:hidden}to{visibility:visible}}@keyframes -amp-start{from{visibility:hidden}to{visibility:visible}}</style><noscript><style amp-boilerplate>body{-webkit-animation:none;-moz-animation:none;-ms-animation:none;animation:none}</style></noscript>';
const VIDEO_SCRIPT = '<script async custom-element="amp-video" src="https://cdn.ampproject.org/v0/amp-video-0.1.js" nonce="n"></script>';

/** A valid AMP page; each part can be swapped for one that breaks a rule. */
function page(parts: Partial<Record<'doctype' | 'html' | 'headStart' | 'head' | 'runtime' | 'boilerplate' | 'canonical' | 'css' | 'body', string>> = {}) {
  const p = {
    doctype: '<!DOCTYPE html>',
    html: '<html amp lang="en">',
    headStart: '<meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">',
    runtime: '<script async src="https://cdn.ampproject.org/v0.js" nonce="n"></script>',
    head: VIDEO_SCRIPT,
    boilerplate: BOILERPLATE,
    canonical: '<link rel="canonical" href="https://example.com/story/"><link rel="alternate" hreflang="mi" href="https://example.com/mi/story/">',
    css: '<style amp-custom nonce="n">.a{color:red}@media (min-width:600px){.a{color:blue}}</style>',
    body: '<h1 style="color:red">Story</h1><amp-img src="/a.jpg" srcset="/a.jpg 800w" sizes="100vw" width="800" height="450" layout="intrinsic" alt=""></amp-img>'
      + '<amp-img src="/logo.svg" height="64" layout="fixed-height" alt="Logo"></amp-img>'
      + '<amp-video controls width="16" height="9" layout="responsive"><source src="/v.mp4" type="video/mp4"></amp-video>'
      + '<svg><path d="M0 0"/></svg><noscript><img src="/a.jpg" alt=""></noscript><a href="/x">x</a>'
      + '<script type="application/ld+json" nonce="n">{"@type":"NewsArticle"}</script>',
    ...parts,
  };
  return `${p.doctype}${p.html}<head>${p.headStart}${p.runtime}${p.head}${p.boilerplate}<title>t</title>${p.canonical}${p.css}</head><body>${p.body}</body></html>`;
}
const rulesBroken = (html: string) => [...new Set(checkAmp(html).map((p) => p.rule))];

const BREAKING: Record<string, string> = {
  doctype: page({ doctype: '' }),
  'html-amp': page({ html: '<html lang="en">' }),
  'html-lang': page({ html: '<html amp>' }),
  'head-body': page().replace('<body>', '').replace('</body>', ''),
  charset: page({ headStart: '<meta name="viewport" content="width=device-width"><meta charset="utf-8">' }),
  viewport: page({ headStart: '<meta charset="utf-8"><meta name="viewport" content="initial-scale=1">' }),
  runtime: page({ runtime: '' }),
  boilerplate: page({ boilerplate: BOILERPLATE.replace('8s', '3s') }),
  canonical: page({ canonical: '<link rel="canonical" href="/story/">' }),
  scripts: page({ body: '<amp-video src="/v.mp4" width="16" height="9" layout="responsive"></amp-video><script nonce="n">alert(1)</script>' }),
  'component-scripts': page({ head: '', body: '<amp-video src="/v.mp4" width="16" height="9" layout="responsive"></amp-video>' }),
  styles: page({ body: '<amp-video src="/v.mp4" width="16" height="9" layout="responsive"></amp-video><style>.b{color:red}</style>' }),
  'css-size': page({ css: `<style amp-custom>${'.a{color:red}'.repeat(6000)}</style>` }),
  'css-important': page({ css: '<style amp-custom>.a{color:red !important}</style>' }),
  'css-rules': page({ css: '<style amp-custom>@import url(x.css);.a{color:red}</style>' }),
  'forbidden-elements': page({ body: '<amp-video src="/v.mp4" width="16" height="9" layout="responsive"></amp-video><img src="/a.jpg" alt="">' }),
  'custom-elements': page({ body: '<amp-video src="/v.mp4" width="16" height="9" layout="responsive"></amp-video><my-widget></my-widget>' }),
  'event-handlers': page({ body: '<amp-video src="/v.mp4" width="16" height="9" layout="responsive"></amp-video><button type="button" onclick="go()">Go</button>' }),
  'script-urls': page({ body: '<amp-video src="/v.mp4" width="16" height="9" layout="responsive"></amp-video><a href="javascript:go()">Go</a>' }),
  'link-rel': page({ canonical: '<link rel="canonical" href="https://example.com/story/"><link rel="preload" as="image" href="/a.jpg">' }),
  nonce: page({ headStart: '<meta charset="utf-8"><meta name="viewport" content="width=device-width"><meta property="csp-nonce" content="" nonce="n">' }),
  meta: page({ headStart: '<meta charset="utf-8"><meta name="viewport" content="width=device-width"><meta http-equiv="refresh" content="0">' }),
  'amp-img': page({ body: '<amp-video src="/v.mp4" width="16" height="9" layout="responsive"></amp-video><amp-img src="/a.jpg" layout="responsive" alt=""></amp-img>' }),
  'amp-video': page({ body: '<amp-video width="16" height="9" layout="responsive"><source src="http://example.com/v.mp4"></amp-video>' }),
  'amp-iframe': page({
    head: `${VIDEO_SCRIPT}<script async custom-element="amp-iframe" src="https://cdn.ampproject.org/v0/amp-iframe-0.1.js"></script>`,
    body: '<amp-video src="/v.mp4" width="16" height="9" layout="responsive"></amp-video><amp-iframe src="http://example.com/embed" width="16" height="9" layout="responsive" sandbox="allow-scripts"></amp-iframe>',
  }),
};

describe('the AMP checker', () => {
  it('a minimal valid AMP page breaks no rule', () => {
    expect(checkAmp(page())).toEqual([]);
  });

  it('every rule has a page breaking it in this test', () => {
    expect(Object.keys(BREAKING).sort()).toEqual(RULES.map((r) => r.id).sort());
  });

  for (const [rule, html] of Object.entries(BREAKING)) {
    it(`a page breaking "${rule}" fails that rule, with its message`, () => {
      expect(rulesBroken(html)).toContain(rule);
      const problem = checkAmp(html).find((p) => p.rule === rule)!;
      expect(problem.message).toContain(RULES.find((r) => r.id === rule)!.message);
    });
  }
});
