/**
 * The rules an AMP page must meet, from AMP's published specification (https://amp.dev/documentation/guides-and-tutorials/learn/spec/amphtml/
 * and the validator's tag specs), checked element by element on the parsed page. AMP's own validator downloads its
 * engine at run time, so it cannot run here; this checks what our pages could get wrong. Each rule has an id and a
 * message saying what AMP requires; `checkAmp` lists every breach.
 */
import { parseDocument, DomUtils } from 'htmlparser2';
import type { Document, Element } from 'domhandler';

export interface AmpProblem { rule: string; message: string }

interface Page { html: string; doc: Document; all: Element[]; head?: Element; body?: Element; htmlEl?: Element }
interface Rule { id: string; message: string; check: (page: Page) => string[] }

export const AMP_RUNTIME = 'https://cdn.ampproject.org/v0.js';
/** Of the 75,000 bytes AMP allows for a page's CSS (the amp-custom stylesheet and every style attribute). */
export const MAX_CSS_BYTES = 75_000;
export const MAX_INLINE_STYLE_BYTES = 1_000;
// The boilerplate as AMP's spec gives it (https://amp.dev/documentation/guides-and-tutorials/learn/spec/amp-boilerplate/), compared without whitespace.
const BOILERPLATE = 'body{-webkit-animation:-amp-start 8s steps(1,end) 0s 1 normal both;-moz-animation:-amp-start 8s steps(1,end) 0s 1 normal both;-ms-animation:-amp-start 8s steps(1,end) 0s 1 normal both;animation:-amp-start 8s steps(1,end) 0s 1 normal both}@-webkit-keyframes -amp-start{from{visibility:hidden}to{visibility:visible}}@-moz-keyframes -amp-start{from{visibility:hidden}to{visibility:visible}}@-ms-keyframes -amp-start{from{visibility:hidden}to{visibility:visible}}@-o-keyframes -amp-start{from{visibility:hidden}to{visibility:visible}}@keyframes -amp-start{from{visibility:hidden}to{visibility:visible}}';
const NOSCRIPT_BOILERPLATE = 'body{-webkit-animation:none;-moz-animation:none;-ms-animation:none;animation:none}';
/** HTML elements AMP disallows (its components replace the media ones); `img` only inside `noscript`. */
const FORBIDDEN = ['img', 'video', 'audio', 'iframe', 'frame', 'frameset', 'object', 'param', 'applet', 'embed', 'picture', 'form', 'input', 'textarea', 'select', 'option', 'base', 'template'];
/** AMP components that need no script of their own. */
const BUILT_IN = new Set(['amp-img', 'amp-pixel', 'amp-layout']);
const AT_RULES = new Set(['font-face', 'keyframes', 'media', 'page', 'supports', '-moz-document']);
const LINK_REL_DISALLOWED = /(^|\s)(components|import|manifest|modulepreload|preload|serviceworker|stylesheet|subresource)(\s|$)/i;
const LAYOUTS: Record<string, string[]> = {
  'amp-img': ['fill', 'fixed', 'fixed-height', 'flex-item', 'intrinsic', 'nodisplay', 'responsive'],
  'amp-video': ['fill', 'fixed', 'fixed-height', 'flex-item', 'nodisplay', 'responsive'],
  'amp-iframe': ['fill', 'fixed', 'fixed-height', 'flex-item', 'intrinsic', 'nodisplay', 'responsive'],
};

const text = (el: Element) => DomUtils.textContent(el);
const noSpace = (s: string) => s.replace(/\s+/g, '');
const has = (el: Element, name: string) => Object.prototype.hasOwnProperty.call(el.attribs, name);
const describe = (el: Element) => `<${el.name}${Object.entries(el.attribs).slice(0, 3).map(([k, v]) => ` ${k}="${v.slice(0, 40)}"`).join('')}>`;
const within = (el: Element, name: string) => {
  for (let p = el.parent; p; p = p.parent) if ((p as Element).name === name) return true;
  return false;
};
const inHead = (page: Page, el: Element) => !!page.head && within(el, 'head');
const isRuntime = (el: Element) => el.name === 'script' && el.attribs.src === AMP_RUNTIME;
const extensionName = (el: Element) => el.attribs['custom-element'] ?? el.attribs['custom-template'];
const isJsonLd = (el: Element) => el.name === 'script' && (el.attribs.type ?? '').toLowerCase() === 'application/ld+json' && !has(el, 'src');
const ampCustom = (page: Page) => page.all.filter((el) => el.name === 'style' && has(el, 'amp-custom'));
const styleAttrs = (page: Page) => page.all.filter((el) => has(el, 'style')).map((el) => ({ el, css: el.attribs.style }));
const isNumber = (v: string | undefined) => v !== undefined && /^\d+(\.\d+)?(px)?$/.test(v);

/** AMP's layout rules for a component's size attributes (https://amp.dev/documentation/guides-and-tutorials/learn/amp-html-layout/). */
function layoutProblem(el: Element): string | undefined {
  const { layout, width, height } = el.attribs;
  const implied = layout ?? (width !== undefined && width !== 'auto' && height !== undefined ? 'fixed' : height !== undefined ? 'fixed-height' : 'container');
  if (!LAYOUTS[el.name].includes(implied)) return `layout "${implied}" is not one ${el.name} supports`;
  if (['fixed', 'responsive', 'intrinsic'].includes(implied) && (!isNumber(width) || !isNumber(height))) return `layout ${implied} needs a numeric width and height`;
  if (implied === 'fixed-height' && (!isNumber(height) || (width !== undefined && width !== 'auto'))) return 'layout fixed-height needs a numeric height and no width (or width="auto")';
  return undefined;
}

const secureOrRelative = (url: string | undefined) => !!url && (/^https:\/\//i.test(url) || !/^\s*([a-z][a-z0-9+.-]*:|\/\/)/i.test(url));

export const RULES: Rule[] = [
  { id: 'doctype', message: 'the document starts with <!doctype html>', check: ({ html }) => (/^\s*<!doctype html>/i.test(html) ? [] : ['no <!doctype html> first']) },
  { id: 'html-amp', message: 'the <html> tag carries the amp (or ⚡) attribute', check: ({ htmlEl }) => (htmlEl && (has(htmlEl, 'amp') || has(htmlEl, '⚡')) ? [] : ['<html> without amp']) },
  { id: 'html-lang', message: 'the <html> tag names the page language', check: ({ htmlEl }) => (htmlEl?.attribs.lang ? [] : ['<html> without lang']) },
  { id: 'head-body', message: 'the document has a <head> and a <body>', check: ({ head, body }) => (head && body ? [] : ['missing <head> or <body>']) },
  {
    id: 'charset', message: '<meta charset="utf-8"> is the first child of <head>',
    check: ({ head }) => {
      const first = head && DomUtils.getChildren(head).find((n): n is Element => DomUtils.isTag(n));
      return first?.name === 'meta' && (first.attribs.charset ?? '').toLowerCase() === 'utf-8' ? [] : [`first child of head: ${first ? describe(first) : 'none'}`];
    },
  },
  {
    id: 'viewport', message: '<head> has <meta name="viewport"> with width=device-width',
    check: (page) => (page.all.some((el) => el.name === 'meta' && el.attribs.name === 'viewport' && inHead(page, el) && /(^|,)\s*width\s*=\s*device-width\s*(,|$)/.test(el.attribs.content ?? '')) ? [] : ['no viewport meta with width=device-width']),
  },
  {
    id: 'runtime', message: `<head> has exactly one <script async src="${AMP_RUNTIME}">`,
    check: (page) => {
      const runtimes = page.all.filter(isRuntime);
      if (runtimes.length !== 1) return [`${runtimes.length} runtime scripts`];
      return !inHead(page, runtimes[0]) ? ['runtime script outside <head>'] : !has(runtimes[0], 'async') ? ['runtime script without async'] : [];
    },
  },
  {
    id: 'boilerplate', message: "<head> has AMP's <style amp-boilerplate> and <noscript><style amp-boilerplate> exactly as its spec gives them",
    check: (page) => {
      const styles = page.all.filter((el) => el.name === 'style' && has(el, 'amp-boilerplate'));
      const main = styles.filter((el) => !within(el, 'noscript'));
      const fallback = styles.filter((el) => within(el, 'noscript'));
      const problems: string[] = [];
      if (main.length !== 1 || !inHead(page, main[0]) || noSpace(text(main[0])) !== noSpace(BOILERPLATE)) problems.push('the boilerplate style is missing, repeated, outside <head> or changed');
      if (fallback.length !== 1 || !inHead(page, fallback[0]) || noSpace(text(fallback[0])) !== noSpace(NOSCRIPT_BOILERPLATE)) problems.push('the noscript boilerplate is missing, repeated, outside <head> or changed');
      return problems;
    },
  },
  {
    id: 'canonical', message: 'the page has exactly one <link rel="canonical"> with an absolute address',
    check: ({ all }) => {
      const links = all.filter((el) => el.name === 'link' && (el.attribs.rel ?? '').toLowerCase().split(/\s+/).includes('canonical'));
      return links.length === 1 && /^https?:\/\//.test(links[0].attribs.href ?? '') ? [] : [`${links.length} canonical links (${links.map((l) => l.attribs.href).join(', ')})`];
    },
  },
  {
    id: 'scripts', message: "the only scripts are AMP's runtime, AMP components' scripts in <head> and application/ld+json data",
    check: (page) => page.all.filter((el) => el.name === 'script').flatMap((el) => {
      if (isRuntime(el) || isJsonLd(el)) return [];
      const name = extensionName(el);
      const src = el.attribs.src ?? '';
      if (name && inHead(page, el) && has(el, 'async') && new RegExp(`^https://cdn\\.ampproject\\.org/v0/${name}-\\d+\\.\\d+\\.js$`).test(src)) return [];
      return [describe(el)];
    }),
  },
  {
    id: 'component-scripts', message: "each AMP component used has its script, once, and no component's script is there unused",
    check: ({ all }) => {
      const used = new Set(all.map((el) => el.name).filter((n) => n.startsWith('amp-') && !BUILT_IN.has(n)));
      const loaded = all.filter((el) => el.name === 'script' && extensionName(el)).map(extensionName);
      const problems = [...used].filter((n) => !loaded.includes(n)).map((n) => `${n} used without its script`);
      problems.push(...loaded.filter((n, i) => loaded.indexOf(n) !== i).map((n) => `${n} script repeated`));
      problems.push(...loaded.filter((n) => !used.has(n)).map((n) => `${n} script loaded but unused`));
      return problems;
    },
  },
  {
    id: 'styles', message: 'the page CSS is in one <style amp-custom> in <head>, with no other <style> and no stylesheet link',
    check: (page) => {
      const custom = ampCustom(page);
      const problems = custom.length > 1 ? ['more than one <style amp-custom>'] : [];
      problems.push(...custom.filter((el) => !inHead(page, el)).map(() => '<style amp-custom> outside <head>'));
      problems.push(...page.all.filter((el) => el.name === 'style' && !has(el, 'amp-custom') && !has(el, 'amp-boilerplate')).map(describe));
      return problems;
    },
  },
  {
    id: 'css-size', message: `the CSS (amp-custom plus every style attribute) is at most ${MAX_CSS_BYTES} bytes, each style attribute at most ${MAX_INLINE_STYLE_BYTES}`,
    check: (page) => {
      const inline = styleAttrs(page);
      const total = [...ampCustom(page).map(text), ...inline.map((s) => s.css)].reduce((n, css) => n + Buffer.byteLength(css), 0);
      const problems = total > MAX_CSS_BYTES ? [`${total} bytes of CSS`] : [];
      problems.push(...inline.filter((s) => Buffer.byteLength(s.css) > MAX_INLINE_STYLE_BYTES).map((s) => `${describe(s.el)} style of ${Buffer.byteLength(s.css)} bytes`));
      return problems;
    },
  },
  {
    id: 'css-important', message: 'no CSS declaration uses !important (amp-custom or style attributes)',
    check: (page) => [...ampCustom(page).map(text), ...styleAttrs(page).map((s) => s.css)].filter((css) => /!\s*important/i.test(css)).map((css) => css.match(/[^;{}]*!\s*important/i)![0].trim()),
  },
  {
    id: 'css-rules', message: 'amp-custom uses only the at-rules AMP allows (@font-face, @keyframes, @media, @page, @supports) and no i-amphtml- names',
    check: (page) => ampCustom(page).flatMap((el) => {
      const css = text(el);
      const problems = [...css.matchAll(/@([a-z-]+)/gi)].map((m) => m[1].toLowerCase()).filter((n) => !AT_RULES.has(n)).map((n) => `@${n}`);
      if (/(^|\W)i-amphtml-/.test(css)) problems.push('i-amphtml- name');
      if (css.includes('<!--')) problems.push('HTML comment');
      return problems;
    }),
  },
  {
    id: 'forbidden-elements', message: `no ${FORBIDDEN.join(', ')} (an <img> only inside <noscript>), and <source> only inside amp-video or amp-audio`,
    check: ({ all }) => all.filter((el) =>
      (FORBIDDEN.includes(el.name) && !(el.name === 'img' && within(el, 'noscript'))) ||
      (el.name === 'source' && !['amp-video', 'amp-audio'].includes((el.parent as Element | null)?.name ?? ''))).map(describe),
  },
  {
    id: 'custom-elements', message: 'no custom element but AMP components (amp-*)',
    check: ({ all }) => all.filter((el) => el.name.includes('-') && !el.name.startsWith('amp-') && !within(el, 'svg')).map(describe),
  },
  {
    id: 'event-handlers', message: 'no inline event handler attributes (on…); AMP actions use the on attribute',
    check: ({ all }) => all.flatMap((el) => Object.keys(el.attribs).filter((a) => /^on./i.test(a)).map((a) => `${describe(el)} ${a}`)),
  },
  {
    id: 'script-urls', message: 'no javascript: (or vbscript:) addresses',
    check: ({ all }) => all.flatMap((el) => ['href', 'src', 'action', 'formaction', 'xlink:href'].filter((a) => /^\s*(javascript|vbscript):/i.test(el.attribs[a] ?? '')).map(() => describe(el))),
  },
  {
    id: 'link-rel', message: 'no <link> AMP disallows (preload, modulepreload, stylesheet, manifest, import, …)',
    check: ({ all }) => all.filter((el) => el.name === 'link' && LINK_REL_DISALLOWED.test(el.attribs.rel ?? '')).map(describe),
  },
  {
    id: 'nonce', message: 'a nonce attribute only on scripts and styles (AMP allows it nowhere else)',
    check: ({ all }) => all.filter((el) => has(el, 'nonce') && el.name !== 'script' && el.name !== 'style').map(describe),
  },
  {
    id: 'meta', message: 'no <meta http-equiv> but X-UA-Compatible, and <meta> only in <head>',
    check: (page) => page.all.filter((el) => el.name === 'meta' && ((has(el, 'http-equiv') && el.attribs['http-equiv'].toLowerCase() !== 'x-ua-compatible') || !inHead(page, el))).map(describe),
  },
  {
    id: 'amp-img', message: 'each amp-img has a src or srcset and sizes its layout needs',
    check: ({ all }) => all.filter((el) => el.name === 'amp-img').flatMap((el) => {
      if (!el.attribs.src && !el.attribs.srcset) return [`${describe(el)} without src or srcset`];
      const p = layoutProblem(el);
      return p ? [`${describe(el)}: ${p}`] : [];
    }),
  },
  {
    id: 'amp-video', message: 'each amp-video has a src or <source>, on https (or relative), and the sizes its layout needs',
    check: ({ all }) => all.filter((el) => el.name === 'amp-video').flatMap((el) => {
      const sources = DomUtils.getChildren(el).filter((n): n is Element => DomUtils.isTag(n) && n.name === 'source');
      if (!el.attribs.src && !sources.length) return [`${describe(el)} without src or source`];
      const insecure = [el.attribs.src, ...sources.map((s) => s.attribs.src)].filter((u) => u !== undefined && !secureOrRelative(u));
      const p = layoutProblem(el);
      return [...insecure.map((u) => `${describe(el)}: ${u} is not https`), ...(p ? [`${describe(el)}: ${p}`] : [])];
    }),
  },
  {
    id: 'amp-iframe', message: 'each amp-iframe loads an https address and has the sizes its layout needs',
    check: ({ all }) => all.filter((el) => el.name === 'amp-iframe').flatMap((el) => {
      const p = layoutProblem(el);
      return [...(/^https:\/\//i.test(el.attribs.src ?? '') ? [] : [`${describe(el)}: src is not https`]), ...(p ? [`${describe(el)}: ${p}`] : [])];
    }),
  },
];

/** Every breach of the AMP rules on the page, by rule; none for a valid page. */
export function checkAmp(html: string): AmpProblem[] {
  const doc = parseDocument(html, { lowerCaseAttributeNames: true, lowerCaseTags: true });
  const all = DomUtils.findAll(() => true, doc.children);
  const page: Page = { html, doc, all, htmlEl: all.find((el) => el.name === 'html'), head: all.find((el) => el.name === 'head'), body: all.find((el) => el.name === 'body') };
  return RULES.flatMap((rule) => rule.check(page).map((detail) => ({ rule: rule.id, message: `${rule.message}: ${detail}` })));
}
