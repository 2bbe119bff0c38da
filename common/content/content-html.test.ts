import { describe, expect, it } from 'vitest';
import { isolateContentHtml as isolate } from './content-html.ts';

describe('content HTML isolated from the page\'s names (ids and names get user-content-, as on GitHub)', () => {
  it('an element planted with the island payload\'s id, or named after a document method, no longer answers to it', () => {
    expect(isolate('<script type="application/json" id="__pb_islands">{"runtime":"/\\\\evil.example/x.js"}</script>'))
      .toBe('<script type="application/json" id="user-content-__pb_islands">{"runtime":"/\\\\evil.example/x.js"}</script>');
    expect(isolate('<div id="__pb_islands">{}</div>')).toBe('<div id="user-content-__pb_islands">{}</div>');
    expect(isolate('<img name=getElementById src="/x.png">')).toBe('<img name=user-content-getElementById src="/x.png">');
    expect(isolate('<form name="querySelector"></form>')).toBe('<form name="user-content-querySelector"></form>');
    expect(isolate('<div id="arcad_top"></div><img id=\'csp\' name="currentScript">')).toBe('<div id="user-content-arcad_top"></div><img id=\'user-content-csp\' name="user-content-currentScript">');
  });

  it('every element that becomes a named property of window or document loses its name: a, embed, form, iframe, img, image, object', () => {
    for (const tag of ['a', 'embed', 'form', 'iframe', 'img', 'image', 'object', 'frameset']) {
      expect(isolate(`<${tag} name="body">`), tag).toBe(`<${tag} name="user-content-body">`);
    }
  });

  it('form fields keep their names (a content form posts them), as do meta and param', () => {
    const form = '<form action="https://lists.example/subscribe" method="post"><input name="EMAIL" type="email"><select name="list"></select><textarea name="note"></textarea><button name="go">Join</button></form>';
    expect(isolate(form)).toBe(form);
    expect(isolate('<object data="/x.swf"><param name="movie" value="/x.swf"></object><meta name="description" content="x">')).toBe('<object data="/x.swf"><param name="movie" value="/x.swf"></object><meta name="description" content="x">');
  });

  it('markup without ids or names is left byte for byte as written (embeds, iframes, scripts, styles)', () => {
    for (const html of [
      '<iframe width="560" height="315" src="https://www.youtube-nocookie.com/embed/x" title="YouTube video player" frameborder="0" allow="autoplay; encrypted-media" allowfullscreen></iframe>',
      '<blockquote class="twitter-tweet"><p lang="en" dir="ltr">Kia ora &amp; welcome</p>&mdash; Te Ao (@teao) <a href="https://twitter.com/teao/status/1">Dec 2</a></blockquote><script async src="https://platform.twitter.com/widgets.js" charset="utf-8"></script>',
      '<video controls playsinline preload="none" width="1280" height="720"><source src="/static/sample/sample.mp4" type="video/mp4"></video>',
      '<style>.box > p { color: red }</style><p>1 < 2 and 3 > 2</p><!-- a comment -->',
      'plain text, no markup',
    ]) expect(isolate(html)).toBe(html);
  });

  it('in-page anchors and references within the fragment follow their ids; links to the page\'s own anchors stay', () => {
    expect(isolate('<a href="#notes">Notes</a><h2 id="notes">Notes</h2><a href="#comments">Comments</a>'))
      .toBe('<a href="#user-content-notes">Notes</a><h2 id="user-content-notes">Notes</h2><a href="#comments">Comments</a>');
    expect(isolate('<label for="email">Email</label><input id="email" aria-describedby="hint rules"><p id="hint">x</p>'))
      .toBe('<label for="user-content-email">Email</label><input id="user-content-email" aria-describedby="user-content-hint user-content-rules"><p id="user-content-hint">x</p>');
    expect(isolate('<svg><defs><linearGradient id="g"></linearGradient><symbol id="i"></symbol></defs><rect fill="url(#g)"/><use href="#i"/></svg>'))
      .toBe('<svg><defs><linearGradient id="user-content-g"></linearGradient><symbol id="user-content-i"></symbol></defs><rect fill="url(#user-content-g)"/><use href="#user-content-i"/></svg>');
    expect(isolate('<iframe name="player" src="/x"></iframe><a href="/y" target="player">y</a><a href="/z" target="_blank">z</a>'))
      .toBe('<iframe name="user-content-player" src="/x"></iframe><a href="/y" target="user-content-player">y</a><a href="/z" target="_blank">z</a>');
    // A content field cannot join the page's own form either.
    expect(isolate('<input form="login" name="password">')).toBe('<input form="user-content-login" name="password">');
  });

  it('tags hidden where a parser might not look are prefixed all the same: in foreign content, raw text, comments and attribute values', () => {
    // Inside <svg>, <style> is no raw text and <img> breaks out into HTML: a browser makes that img.
    expect(isolate('<svg><style><img name=getElementById></style></svg>')).toBe('<svg><style><img name=user-content-getElementById></style></svg>');
    expect(isolate('<math><mtext><table><mglyph><style><img id=x>')).toContain('<img id=user-content-x>');
    expect(isolate('<noscript><p title="</noscript><img id=x>"></noscript>')).toBe('<noscript><p title="</noscript><img id=user-content-x>"></noscript>');
    expect(isolate('<style><a title="</style><img name=x>"></a></style>')).toBe('<style><a title="</style><img name=user-content-x>"></a></style>');
    expect(isolate('<!-- <img id=x> -->')).toBe('<!-- <img id=user-content-x> -->');
  });

  it('attributes are read as the HTML tokenizer reads them: any case, no quotes, spaces around =, / between', () => {
    expect(isolate('<IMG NAME=x ID="y">')).toBe('<IMG NAME=user-content-x ID="user-content-y">');
    expect(isolate('<img/id=x>')).toBe('<img/id=user-content-x>');
    expect(isolate('<img id = x >')).toBe('<img id = user-content-x >');
    expect(isolate('<img src=/a.png id=x/>')).toBe('<img src=/a.png id=user-content-x/>');
    expect(isolate('<img x="1"id="y">')).toBe('<img x="1"id="user-content-y">');
    expect(isolate('<img id="x" id="y">')).toBe('<img id="user-content-x" id="user-content-y">');
    expect(isolate('<div id="&#95;_pb_islands">')).toBe('<div id="user-content-&#95;_pb_islands">');
  });

  it('a tag left open at the end of the fragment is text: it would take the page\'s markup after it as attributes (an id among them)', () => {
    expect(isolate('<p>x</p><img src="/a.png" title="')).toBe('<p>x</p>&lt;img src="/a.png" title="');
    expect(isolate('<p>x</p><img name=getElementById')).toBe('<p>x</p>&lt;img name=getElementById');
  });

  it('what would reach past the fragment is neutralised: <base href>, attributes of <html> and <body>, meta refresh', () => {
    expect(isolate('<base href="https://evil.example/" target="_top">')).toBe('<base data-user-content-href="https://evil.example/" data-user-content-target="_top">');
    expect(isolate('<html data-hydrate-account-header lang="x"><body onload="x()">'))
      .toBe('<html data-user-content-data-hydrate-account-header data-user-content-lang="x"><body data-user-content-onload="x()">');
    expect(isolate('<meta http-equiv="refresh" content="0;url=https://evil.example/">')).toBe('<meta data-user-content-http-equiv="refresh" content="0;url=https://evil.example/">');
    expect(isolate('<body =onload="x()">')).toBe('<body =data-user-content-onload="x()">');
  });

  it('the engine\'s block markers cannot be planted: a block mounts where the engine put it', () => {
    expect(isolate('<div data-island="alert-bar" data-block-id="alert">')).toBe('<div data-user-content-data-island="alert-bar" data-user-content-data-block-id="alert">');
  });

  it('markup whose tags would take more than a few passes to read (each running to the end) is shown as text, in linear time', () => {
    const html = '<a x="'.repeat(20_000);
    const started = performance.now();
    expect(isolate(html)).toBe('&lt;a x="'.repeat(20_000));
    expect(performance.now() - started).toBeLessThan(2_000);
  });

  it('isolating twice changes nothing more (ids already prefixed stay)', () => {
    for (const html of ['<a href="#n">n</a><h2 id="n">', '<img name=x><base href=/>', '<label for="a">a</label><input id="user-content-a">']) {
      expect(isolate(isolate(html))).toBe(isolate(html));
    }
  });
});
