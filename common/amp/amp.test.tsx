import { describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import { ampComponentsIn, ampHtml } from './amp-html.ts';
import { Img } from './img.tsx';
import { ContentHtml } from './content-html.tsx';
import { EngineProviders } from '../../engine/testing/render-block.tsx';

describe('content HTML on AMP pages', () => {
  it('an <img> becomes amp-img with its size and a responsive layout, or a fixed height when it gives none', () => {
    expect(ampHtml('<p><img src="/a.jpg" width="800" height="450" alt="A" onload="x()"></p>')).toBe('<p><amp-img src="/a.jpg" alt="A" width="800" height="450" layout="responsive"></amp-img></p>');
    expect(ampHtml('<img src="/a.jpg" alt="">')).toBe('<amp-img src="/a.jpg" alt="" height="300" layout="fixed-height" object-fit="contain"></amp-img>');
  });

  it('a <video> becomes amp-video keeping its sources; a <picture> keeps only its <img>', () => {
    expect(ampHtml('<video controls playsinline width="1280" height="720"><source src="/v.mp4" type="video/mp4"></video>'))
      .toBe('<amp-video controls width="1280" height="720" layout="responsive"><source src="/v.mp4" type="video/mp4"></amp-video>');
    expect(ampHtml('<picture><source srcset="/b.webp" type="image/webp"><img src="/b.jpg" width="4" height="3" alt=""></picture>'))
      .toBe('<amp-img src="/b.jpg" alt="" width="4" height="3" layout="responsive"></amp-img>');
  });

  it('an https iframe becomes a sandboxed amp-iframe; any other is a link to what it showed', () => {
    expect(ampHtml('<iframe src="https://player.example.com/e/1" width="560" height="315" allowfullscreen></iframe>'))
      .toBe('<amp-iframe src="https://player.example.com/e/1" allowfullscreen sandbox="allow-scripts allow-same-origin allow-popups allow-presentation" width="560" height="315" layout="responsive"></amp-iframe>');
    expect(ampHtml('<iframe src="http://old.example.com/e"></iframe>')).toBe('<a href="http://old.example.com/e">http://old.example.com/e</a>');
  });

  it('scripts (but JSON-LD), styles, forms, handlers, javascript: links and !important go; the text around them stays', () => {
    const html = '<div style="color:red !important" onclick="x()">a<script src="https://w.example.com/w.js"></script><style>p{}</style>'
      + '<form action="/s"><input name="q"></form><a href="javascript:go()">b</a><script type="application/ld+json">{"a":1}</script></div>';
    expect(ampHtml(html)).toBe('<div style="color:red">a<a>b</a><script type="application/ld+json">{"a":1}</script></div>');
  });

  it('names the AMP components that need a script, each once (amp-img needs none)', () => {
    expect(ampComponentsIn('<amp-img></amp-img><amp-video></amp-video><amp-iframe></amp-iframe><amp-video></amp-video>')).toEqual(['amp-iframe', 'amp-video']);
  });
});

describe('AMP-aware components', () => {
  it('render plain HTML outside the engine (a standalone test or story has no app context)', () => {
    expect(renderToStaticMarkup(<Img src="/a.jpg" alt="" width={4} height={3} loading="lazy" />)).toBe('<img src="/a.jpg" alt="" width="4" height="3" loading="lazy"/>');
    expect(renderToStaticMarkup(<ContentHtml html={'<video src="/v.mp4"></video>'} />)).toBe('<div><video src="/v.mp4"></video></div>');
  });

  it('on AMP output: amp-img without the loading hints AMP does itself, and content HTML with its components\' scripts', () => {
    const html = renderToStaticMarkup(
      <EngineProviders outputType="amp">
        <Img className="x" src="/a.jpg" srcSet="/a.jpg 800w" sizes="100vw" alt="" width={800} height={450} loading="lazy" decoding="async" />
        <Img src="/logo.svg" alt="Logo" height={64} style={{ height: 64 }} />
        <ContentHtml html={'<video src="/v.mp4" width="16" height="9"></video>'} />
      </EngineProviders>,
    );
    expect(html).toContain('<amp-img class="x" src="/a.jpg" srcset="/a.jpg 800w" sizes="100vw" alt="" width="800" height="450" layout="intrinsic"></amp-img>');
    expect(html).toContain('<amp-img src="/logo.svg" alt="Logo" height="64" layout="fixed-height" object-fit="contain"></amp-img>');
    expect(html).toContain('<amp-video src="/v.mp4" width="16" height="9" layout="responsive"></amp-video>');
    expect(html).toContain('<script async="" custom-element="amp-video" src="https://cdn.ampproject.org/v0/amp-video-0.1.js"></script>');
  });
});
