/**
 * Inline HTML of story text, sanitised. Content HTML comes from the content API and is untrusted: only inline
 * formatting tags survive (a, b, strong, i, em, u, br, sup, sub, span), with a few harmless attributes; links
 * keep safe schemes only, and a link opening a new tab gets rel="noopener noreferrer". Everything else is
 * dropped (tags) or escaped (stray brackets). A small tokenizer, not a DOM: it runs the same on the server.
 */

export const INLINE_TAGS = ['a', 'b', 'strong', 'i', 'em', 'u', 'br', 'sup', 'sub', 'span'] as const;
export type InlineTag = (typeof INLINE_TAGS)[number];

const VOID_TAGS = new Set(['br']);
/** Dropped with everything inside: their text is code or chrome, never prose. */
const DROP_WITH_CONTENT = new Set(['script', 'style', 'template', 'iframe', 'object', 'embed', 'noscript', 'noembed', 'noframes', 'textarea', 'title', 'svg', 'math', 'select', 'xmp', 'plaintext']);
const COMMON_ATTRIBUTES = ['lang', 'dir', 'title'];
const LINK_ATTRIBUTES = ['href', 'target', 'rel', ...COMMON_ATTRIBUTES];
const REL_TOKENS = new Set(['nofollow', 'noopener', 'noreferrer', 'sponsored', 'ugc', 'external']);

const ENTITY = /^&(#\d{1,7}|#x[0-9a-f]{1,6}|[a-z][a-z0-9]{1,31});/i;
const TAG_OPEN = /^<(\/?)([a-z][a-z0-9-]*)/i;
const ATTRIBUTE = /([^\s"'<>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g;

export function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/** Text between tags: entities stay (the browser decodes them as text), bare & < > are escaped. */
function escapeText(text: string): string {
  let out = '';
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (c === '&') out += ENTITY.test(text.slice(i)) ? '&' : '&amp;';
    else if (c === '<') out += '&lt;';
    else if (c === '>') out += '&gt;';
    else out += c;
  }
  return out;
}

const NAMED: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", colon: ':', tab: '\t', newline: '\n', nbsp: '\u00a0', lpar: '(', rpar: ')' };

/** Decodes the entities that could hide a scheme (`javascript&#58;`, `&colon;`) before the check. */
export function decodeEntities(value: string): string {
  return value.replace(/&(#\d+|#x[0-9a-f]+|[a-z]+);?/gi, (m, ref: string) => {
    if (ref[0] === '#') {
      const code = ref[1] === 'x' || ref[1] === 'X' ? Number.parseInt(ref.slice(2), 16) : Number.parseInt(ref.slice(1), 10);
      return Number.isFinite(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : '';
    }
    return NAMED[ref.toLowerCase()] ?? m;
  });
}

/**
 * A link address safe to put in href: http(s), mailto, tel, or relative (path, query, fragment).
 * Anything else (javascript:, data:, vbscript:, unknown schemes) gives undefined.
 */
export function safeHref(raw: unknown): string | undefined {
  if (typeof raw !== 'string') return undefined;
  const value = decodeEntities(raw).replace(/[\u0000-\u0020\u007f-\u009f]/g, '');
  if (!value) return undefined;
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(value);
  if (scheme && !['http', 'https', 'mailto', 'tel'].includes(scheme[1].toLowerCase())) return undefined;
  // Relative addresses cannot carry a scheme: a colon before the first / ? # would be read as one.
  if (!scheme && /^[^/?#]*:/.test(value)) return undefined;
  return decodeEntities(raw).trim();
}

function attributesOf(source: string): Map<string, string> {
  const attrs = new Map<string, string>();
  for (const m of source.matchAll(ATTRIBUTE)) {
    const name = m[1].toLowerCase();
    if (!attrs.has(name)) attrs.set(name, m[2] ?? m[3] ?? m[4] ?? '');
  }
  return attrs;
}

function renderAttributes(tag: string, source: string): string {
  const attrs = attributesOf(source);
  const allowed = tag === 'a' ? LINK_ATTRIBUTES : tag === 'br' ? [] : COMMON_ATTRIBUTES;
  const out: Array<[string, string]> = [];
  for (const name of allowed) {
    const value = attrs.get(name);
    if (value === undefined || name === 'rel' || name === 'target') continue;
    if (name === 'href') {
      const href = safeHref(value);
      if (href !== undefined) out.push(['href', href]);
      continue;
    }
    if (name === 'dir' && !/^(ltr|rtl|auto)$/i.test(value)) continue;
    out.push([name, decodeEntities(value)]);
  }
  if (tag === 'a') {
    const rel = new Set((decodeEntities(attrs.get('rel') ?? '')).toLowerCase().split(/\s+/).filter((t) => REL_TOKENS.has(t)));
    if ((attrs.get('target') ?? '').trim().toLowerCase() === '_blank') {
      out.push(['target', '_blank']);
      rel.add('noopener');
      rel.add('noreferrer');
    }
    if (rel.size) out.push(['rel', [...rel].join(' ')]);
  }
  return out.map(([name, value]) => ` ${name}="${escapeHtml(value)}"`).join('');
}

/** End of a tag starting at `from` (the index of its '>'), skipping quoted attribute values; -1 if unterminated. */
function tagEnd(html: string, from: number): number {
  let quote = '';
  for (let i = from; i < html.length; i++) {
    const c = html[i];
    if (quote) {
      if (c === quote) quote = '';
    } else if (c === '"' || c === "'") quote = c;
    else if (c === '>') return i;
  }
  return -1;
}

/** Sanitised inline HTML; `allow` narrows the allowed tags (e.g. no links inside a link). */
export function sanitizeInlineHtml(html: unknown, allow: readonly InlineTag[] = INLINE_TAGS): string {
  if (typeof html !== 'string' || !html) return '';
  const allowed = new Set<string>(allow);
  const open: string[] = [];
  let out = '';
  let i = 0;
  while (i < html.length) {
    const lt = html.indexOf('<', i);
    if (lt === -1) {
      out += escapeText(html.slice(i));
      break;
    }
    out += escapeText(html.slice(i, lt));
    const rest = html.slice(lt);
    if (rest.startsWith('<!--')) {
      const end = html.indexOf('-->', lt + 4);
      i = end === -1 ? html.length : end + 3;
      continue;
    }
    const tag = TAG_OPEN.exec(rest);
    if (!tag) {
      if (rest[1] === '!' || rest[1] === '?') {
        // Declarations and processing instructions: dropped.
        const end = html.indexOf('>', lt);
        i = end === -1 ? html.length : end + 1;
      } else {
        out += '&lt;';
        i = lt + 1;
      }
      continue;
    }
    const end = tagEnd(html, lt + tag[0].length);
    if (end === -1) {
      out += '&lt;';
      i = lt + 1;
      continue;
    }
    const closing = tag[1] === '/';
    const name = tag[2].toLowerCase();
    i = end + 1;
    if (!closing && DROP_WITH_CONTENT.has(name)) {
      const close = html.toLowerCase().indexOf(`</${name}`, i);
      const closeEnd = close === -1 ? -1 : html.indexOf('>', close);
      i = closeEnd === -1 ? html.length : closeEnd + 1;
      continue;
    }
    if (!allowed.has(name)) continue;
    if (closing) {
      const at = open.lastIndexOf(name);
      if (at === -1) continue; // stray closing tag
      // Close whatever was left open inside it, so the output stays well-formed.
      while (open.length > at) out += `</${open.pop()}>`;
      continue;
    }
    out += `<${name}${renderAttributes(name, html.slice(lt + tag[0].length, end))}>`;
    if (!VOID_TAGS.has(name)) open.push(name);
  }
  while (open.length) out += `</${open.pop()}>`;
  return out;
}

/** The readable text of inline HTML: tags removed, the common entities decoded. */
export function textOf(html: unknown): string {
  if (typeof html !== 'string') return '';
  return decodeEntities(html.replace(/<[^>]*>/g, '').replace(/&mdash;/gi, '—').replace(/&ndash;/gi, '–'));
}
