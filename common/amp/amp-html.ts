/**
 * Content HTML (a story's raw_html and oEmbed markup, video embeds) rewritten as AMP takes it: `<img>`, `<video>`
 * and `<iframe>` become `amp-img`, `amp-video` and `amp-iframe`; what AMP has no place for (scripts other than
 * JSON-LD, `<style>`, forms, objects, audio, an iframe not on https) is dropped, an iframe leaving a link to what it
 * showed; inline event handlers, `javascript:` links and `!important` go. Runs on the server only (AMP pages carry
 * no client scripts), on markup common/content/content-html.ts has already isolated.
 *
 * A tokenizer rather than a full parser: content markup is trusted (the content system's own), so this only has to
 * read well-formed tags, and it costs no dependency.
 */

interface Attr { name: string; value: string | undefined }

const VOID = new Set(['area', 'base', 'br', 'col', 'embed', 'hr', 'img', 'input', 'link', 'meta', 'param', 'source', 'track', 'wbr']);
/** Dropped with everything inside them. */
const DROPPED = new Set(['style', 'form', 'object', 'applet', 'frame', 'frameset', 'audio', 'noscript', 'template', 'select', 'textarea', 'button', 'canvas', 'dialog']);
/** Dropped void elements. */
const DROPPED_VOID = new Set(['embed', 'input', 'base', 'link', 'meta', 'param']);
/** Elements whose text is not markup. */
const RAW_TEXT = new Set(['script', 'style', 'textarea', 'noscript', 'template']);

const TOKEN = /<!--[\s\S]*?(?:-->|$)|<\/([a-zA-Z][^\s/>]*)[^>]*>|<([a-zA-Z][^\s/>]*)((?:[^>"']|"[^"]*"|'[^']*')*)>|<!?[^>]*>/g;
const ATTR = /([^\s"'>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+)))?/g;

const attrsOf = (text: string): Attr[] => [...text.matchAll(ATTR)].map((m) => ({ name: m[1].toLowerCase(), value: m[2] ?? m[3] ?? m[4] }));
const escapeAttr = (v: string) => v.replace(/&(?![a-zA-Z#][a-zA-Z0-9]*;)/g, '&amp;').replace(/"/g, '&quot;');
const write = (name: string, attrs: Attr[]) =>
  `<${name}${attrs.map((a) => (a.value === undefined ? ` ${a.name}` : ` ${a.name}="${escapeAttr(a.value)}"`)).join('')}>`;
const valueOf = (attrs: Attr[], name: string) => attrs.find((a) => a.name === name)?.value;
const dimension = (v: string | undefined) => (v !== undefined && /^\d+(\.\d+)?(px)?$/.test(v.trim()) ? String(parseFloat(v)) : undefined);
/** Entities are read as the browser would before a scheme is judged (`jav&#97;script:`). */
const decoded = (v: string) => v.replace(/&#x([0-9a-f]+);?/gi, (_, h) => String.fromCharCode(parseInt(h, 16))).replace(/&#(\d+);?/g, (_, d) => String.fromCharCode(Number(d)));
const isScriptUrl = (v: string) => /^\s*(javascript|vbscript|data):/i.test(decoded(v).replace(/[\s\u0000-\u001f]/g, ''));
const isHttps = (v: string | undefined) => !!v && /^https:\/\//i.test(v.trim());
/** A relative address (served from the page's own, https, origin) or an https one. */
const isSecureOrRelative = (v: string | undefined) => isHttps(v) || (!!v && !/^\s*[a-z][a-z0-9+.-]*:/i.test(v) && !/^\s*\/\//.test(v));

/** Attributes AMP allows on any element: no handlers, no script URLs, no `!important`. */
function cleanAttrs(attrs: Attr[]): Attr[] {
  const out: Attr[] = [];
  for (const a of attrs) {
    if (a.name.startsWith('on') || a.name === 'nonce' || a.name.startsWith('i-amphtml')) continue;
    if ((a.name === 'href' || a.name === 'src' || a.name === 'action' || a.name === 'formaction' || a.name === 'xlink:href') && a.value !== undefined && isScriptUrl(a.value)) continue;
    if (a.name === 'style' && a.value !== undefined) {
      const css = a.value.replace(/\s*!\s*important\b/gi, '');
      if (css.trim()) out.push({ name: 'style', value: css });
      continue;
    }
    out.push(a);
  }
  return out;
}

const pick = (attrs: Attr[], names: string[]) => attrs.filter((a) => names.includes(a.name) || a.name.startsWith('data-') || a.name.startsWith('aria-'));
const COMMON = ['class', 'id', 'title', 'lang', 'dir'];

/** Width, height and layout: responsive at the element's own ratio, or the fallback ratio when it gives none. */
function sized(attrs: Attr[], fallback?: { width: string; height: string }): Attr[] {
  const width = dimension(valueOf(attrs, 'width'));
  const height = dimension(valueOf(attrs, 'height'));
  if (width && height) return [{ name: 'width', value: width }, { name: 'height', value: height }, { name: 'layout', value: 'responsive' }];
  if (fallback) return [{ name: 'width', value: fallback.width }, { name: 'height', value: fallback.height }, { name: 'layout', value: 'responsive' }];
  return [{ name: 'height', value: height ?? '300' }, { name: 'layout', value: 'fixed-height' }, { name: 'object-fit', value: 'contain' }];
}

const WIDE = { width: '16', height: '9' };

/** Unwrapped: a <picture> (its <img> stays) and custom elements AMP does not know (their content stays). */
const unwrapped = (name: string) => name === 'picture' || (name.includes('-') && !name.startsWith('amp-'));
/** The end tag an element opened here gets. */
const endTag = (name: string) => (name === 'video' ? '</amp-video>' : unwrapped(name) ? '' : `</${name}>`);

function ampImg(attrs: Attr[]): string {
  const src = valueOf(attrs, 'src');
  const srcset = valueOf(attrs, 'srcset');
  if (!src && !srcset) return '';
  return `${write('amp-img', [...pick(attrs, [...COMMON, 'src', 'srcset', 'sizes', 'alt', 'crossorigin', 'referrerpolicy']), ...sized(attrs)])}</amp-img>`;
}

function ampVideoOpen(attrs: Attr[]): string {
  const kept = pick(attrs, [...COMMON, 'src', 'poster', 'controls', 'autoplay', 'loop', 'muted', 'preload', 'crossorigin']).filter((a) => a.name !== 'src' || isSecureOrRelative(a.value));
  return write('amp-video', [...kept, ...sized(attrs, WIDE)]);
}

function ampIframe(attrs: Attr[]): string {
  const src = valueOf(attrs, 'src');
  if (!isHttps(src)) return src && !isScriptUrl(src) ? `<a href="${escapeAttr(src)}">${escapeAttr(src)}</a>` : '';
  const sandbox = valueOf(attrs, 'sandbox') ?? 'allow-scripts allow-same-origin allow-popups allow-presentation';
  const kept = pick(attrs, [...COMMON, 'src', 'allow', 'allowfullscreen', 'frameborder', 'referrerpolicy']);
  return `${write('amp-iframe', [...kept, { name: 'sandbox', value: sandbox }, ...sized(attrs, WIDE)])}</amp-iframe>`;
}

/** The content markup as AMP takes it (see the top of this file). */
export function ampHtml(html: string): string {
  if (!html.includes('<')) return html;
  let out = '';
  let at = 0;
  // Open elements this rewrite renamed or unwrapped, so their end tags follow.
  const open: string[] = [];
  TOKEN.lastIndex = 0;
  for (let m = TOKEN.exec(html); m; m = TOKEN.exec(html)) {
    out += html.slice(at, m.index);
    at = TOKEN.lastIndex;
    const [, endName, startName, attrText = ''] = m;
    if (endName) {
      const name = endName.toLowerCase();
      const i = open.lastIndexOf(name);
      if (i === -1) continue; // an end tag of something dropped, or of nothing
      const closing = open.splice(i);
      for (const n of closing.reverse()) out += endTag(n);
      continue;
    }
    if (!startName) continue; // a comment, doctype or processing instruction
    const name = startName.toLowerCase();
    const attrs = cleanAttrs(attrsOf(attrText));
    const selfClosed = /\/\s*$/.test(attrText);
    if (RAW_TEXT.has(name) || DROPPED.has(name)) {
      const end = skipElement(html, name, at);
      if (name === 'script' && /^application\/ld\+json$/i.test(valueOf(attrs, 'type') ?? '')) out += `<script type="application/ld+json">${html.slice(at, end.textEnd)}</script>`;
      at = end.after;
      TOKEN.lastIndex = at;
      continue;
    }
    if (name === 'script') continue;
    if (DROPPED_VOID.has(name)) continue;
    if (name === 'img') {
      out += ampImg(attrs);
      continue;
    }
    if (name === 'iframe') {
      out += ampIframe(attrs);
      at = skipElement(html, 'iframe', at).after;
      TOKEN.lastIndex = at;
      continue;
    }
    if (name === 'video') {
      out += ampVideoOpen(attrs);
      if (selfClosed) out += '</amp-video>';
      else open.push('video');
      continue;
    }
    if (name === 'source' || name === 'track') {
      // Only a video's sources stay (a <picture>'s are its <img>'s business, and amp-img has its own srcset).
      const parent = open[open.length - 1];
      if (parent === 'video' && isSecureOrRelative(valueOf(attrs, 'src'))) out += write(name, pick(attrs, ['src', 'type', 'media', 'kind', 'srclang', 'label', 'default']));
      continue;
    }
    if (unwrapped(name)) {
      open.push(name);
      continue;
    }
    out += write(name, attrs);
    if (VOID.has(name)) continue;
    if (selfClosed) out += `</${name}>`;
    else open.push(name);
  }
  out += html.slice(at);
  for (const n of open.reverse()) out += endTag(n);
  return out;
}

/** Where an element that starts before `from` ends: the end of its text and just past its end tag (nested ones counted). */
function skipElement(html: string, name: string, from: number): { textEnd: number; after: number } {
  const lower = html.toLowerCase();
  if (RAW_TEXT.has(name)) {
    const end = lower.indexOf(`</${name}`, from);
    if (end === -1) return { textEnd: html.length, after: html.length };
    const close = html.indexOf('>', end);
    return { textEnd: end, after: close === -1 ? html.length : close + 1 };
  }
  const tag = new RegExp(`<(/?)${name}(?=[\\s/>])[^>]*>`, 'gi');
  tag.lastIndex = from;
  let depth = 1;
  for (let m = tag.exec(html); m; m = tag.exec(html)) {
    depth += m[1] ? -1 : 1;
    if (depth === 0) return { textEnd: m.index, after: tag.lastIndex };
  }
  return { textEnd: html.length, after: html.length };
}

/** The AMP components the markup uses that need their own script (every one but amp-img), each once. */
export function ampComponentsIn(html: string): string[] {
  const names = new Set<string>();
  for (const m of html.matchAll(/<(amp-[a-z0-9-]+)/gi)) if (m[1].toLowerCase() !== 'amp-img') names.add(m[1].toLowerCase());
  return [...names].sort();
}
