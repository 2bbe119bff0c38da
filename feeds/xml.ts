/** A small XML writer for sitemaps (and text clean-up for the RSS builder): escaping is the whole job. */

// Characters XML 1.0 cannot carry at all, even escaped (C0 controls but tab, newline, return; lone surrogates; FFFE/FFFF).
const INVALID = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/** Text a document may carry: characters XML cannot represent dropped. */
export function xmlClean(value: string): string {
  return value.replace(INVALID, '');
}

/** Text content or an attribute value, escaped. */
export function xmlEscape(value: string): string {
  return xmlClean(value).replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c]!);
}

/**
 * Text for a CDATA section (the feed package writes titles and descriptions as CDATA): a "]]>" inside would end
 * the section early, so it is split.
 */
export function cdataSafe(value: string): string {
  return xmlClean(value).replace(/]]>/g, ']] >');
}

/** A node: [name, children or text, attributes?]. Undefined and false children are left out. */
export type XmlNode = [name: string, content?: string | (XmlNode | undefined | false)[], attributes?: Record<string, string | number | undefined>];

function render(node: XmlNode, indent: string): string {
  const [name, content, attributes] = node;
  const attrs = Object.entries(attributes ?? {})
    .filter(([, v]) => v !== undefined)
    .map(([k, v]) => ` ${k}="${xmlEscape(String(v))}"`)
    .join('');
  if (content === undefined || (Array.isArray(content) && content.every((c) => !c))) return `${indent}<${name}${attrs}/>`;
  if (typeof content === 'string') return `${indent}<${name}${attrs}>${xmlEscape(content)}</${name}>`;
  const children = content.filter((c): c is XmlNode => Boolean(c)).map((c) => render(c, `${indent}  `));
  return `${indent}<${name}${attrs}>\n${children.join('\n')}\n${indent}</${name}>`;
}

/** A whole document with its XML declaration. */
export function xmlDocument(root: XmlNode): string {
  return `<?xml version="1.0" encoding="UTF-8"?>\n${render(root, '')}\n`;
}
