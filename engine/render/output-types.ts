/**
 * Output types (`?outputType=`): the same page tree written for a different consumer. Blocks read the name from
 * the app context to adapt (e.g. an ad renders nothing on AMP); the engine changes what the document carries.
 */
import type { ReactNode } from 'react';
import { ampCss, ampHead } from './amp.tsx';

export interface OutputType {
  name: string;
  /** Islands hydrate and lazy blocks render in the browser. Without it every block renders on the server, statically. */
  clientScripts: boolean;
  /** Attributes of the <html> element. */
  htmlAttributes?: Record<string, string>;
  /** Elements the format requires in <head>, after the charset and viewport (AMP's runtime and boilerplate). */
  head?: (nonce?: string) => ReactNode;
  /** How the page's CSS is written: the <style> element's attributes and the CSS as the format takes it. */
  styles?: { attributes: Record<string, string>; css: (css: string) => string };
}

export const OUTPUT_TYPES: Record<string, OutputType> = {
  default: { name: 'default', clientScripts: true },
  // AMP pages allow no JavaScript of their own: only AMP's runtime (from its CDN) and its components' scripts.
  amp: { name: 'amp', clientScripts: false, htmlAttributes: { amp: '' }, head: ampHead, styles: { attributes: { 'amp-custom': '' }, css: ampCss } },
};

export function outputTypeOf(name: string): OutputType {
  return OUTPUT_TYPES[name] ?? OUTPUT_TYPES.default;
}
