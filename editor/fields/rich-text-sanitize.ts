// What a rich-text field keeps of HTML typed, pasted or loaded: paragraphs, line breaks, emphasis, links, lists,
// subheadings and quotes, nothing else (no attributes but a link's address, no scripts, styles or embeds), read by
// the browser's own parser so the result is exactly what a browser would build. The page renders the stored HTML
// through the content HTML rules as well (common/content/content-html.ts), like an article's body.

const HTML_NS = 'http://www.w3.org/1999/xhtml';
const KEPT = new Set(['P', 'BR', 'STRONG', 'EM', 'B', 'I', 'A', 'UL', 'OL', 'LI', 'H2', 'H3', 'BLOCKQUOTE']);
/** Dropped with everything inside: their text is not prose. */
const DROPPED = new Set(['SCRIPT', 'STYLE', 'TEMPLATE', 'IFRAME', 'OBJECT', 'EMBED', 'NOSCRIPT', 'SVG', 'MATH', 'TITLE', 'HEAD', 'SELECT', 'TEXTAREA']);
/** Where a link may go: the web, mail, the site itself (a path) or a place on the page. */
const SAFE_HREF = /^(https?:\/\/|mailto:|\/(?!\/)|#)/i;

export function sanitizeRichText(html: string): string {
  const source = new DOMParser().parseFromString(`<body>${html}</body>`, 'text/html');
  const out = document.implementation.createHTMLDocument('');
  const copy = (from: Node, into: Node) => {
    for (const child of Array.from(from.childNodes)) {
      if (child.nodeType === Node.TEXT_NODE) into.appendChild(out.createTextNode(child.textContent ?? ''));
      if (child.nodeType !== Node.ELEMENT_NODE) continue;
      const el = child as Element;
      // SVG and MathML (their own namespaces, their own scripts and styles) are not prose at all.
      if (DROPPED.has(el.tagName.toUpperCase()) || el.namespaceURI !== HTML_NS) continue;
      // An element not kept gives up its tag but not its text (a pasted <span> or <div>).
      if (!KEPT.has(el.tagName)) {
        copy(el, into);
        continue;
      }
      const kept = out.createElement(el.tagName.toLowerCase());
      const href = el.tagName === 'A' ? el.getAttribute('href')?.trim() : undefined;
      if (href && SAFE_HREF.test(href)) kept.setAttribute('href', href);
      copy(el, kept);
      into.appendChild(kept);
    }
  };
  copy(source.body, out.body);
  return out.body.innerHTML;
}
