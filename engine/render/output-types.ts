/**
 * Output types (`?outputType=`): the same page tree written for a different consumer. Blocks read the name from
 * the app context to adapt (e.g. an ad renders nothing on AMP); the engine changes what the document carries.
 */
export interface OutputType {
  name: string;
  /** Islands hydrate and lazy blocks render in the browser. Without it every block renders on the server, statically. */
  clientScripts: boolean;
  /** Attributes of the <html> element. */
  htmlAttributes?: Record<string, string>;
}

export const OUTPUT_TYPES: Record<string, OutputType> = {
  default: { name: 'default', clientScripts: true },
  // AMP pages allow no custom JavaScript. (The AMP runtime itself comes from a CDN, which this offline build does not
  // link: the output is AMP-shaped static HTML.)
  amp: { name: 'amp', clientScripts: false, htmlAttributes: { amp: '' } },
};

export function outputTypeOf(name: string): OutputType {
  return OUTPUT_TYPES[name] ?? OUTPUT_TYPES.default;
}
