/**
 * What an AMP document needs that no block writes (https://amp.dev/documentation/guides-and-tutorials/learn/spec/amphtml/#required-markup):
 * AMP's runtime from its CDN (the one remote script a page may carry, and only on AMP output), the boilerplate
 * exactly as AMP publishes it, and the page's CSS in one `<style amp-custom>` without `!important`.
 */
import type { ReactNode } from 'react';

export const AMP_RUNTIME = 'https://cdn.ampproject.org/v0.js';

/** AMP's boilerplate, byte for byte as its spec gives it (the validator matches it by pattern). */
export const AMP_BOILERPLATE =
  'body{-webkit-animation:-amp-start 8s steps(1,end) 0s 1 normal both;-moz-animation:-amp-start 8s steps(1,end) 0s 1 normal both;-ms-animation:-amp-start 8s steps(1,end) 0s 1 normal both;animation:-amp-start 8s steps(1,end) 0s 1 normal both}@-webkit-keyframes -amp-start{from{visibility:hidden}to{visibility:visible}}@-moz-keyframes -amp-start{from{visibility:hidden}to{visibility:visible}}@-ms-keyframes -amp-start{from{visibility:hidden}to{visibility:visible}}@-o-keyframes -amp-start{from{visibility:hidden}to{visibility:visible}}@keyframes -amp-start{from{visibility:hidden}to{visibility:visible}}';
export const AMP_NOSCRIPT_BOILERPLATE = 'body{-webkit-animation:none;-moz-animation:none;-ms-animation:none;animation:none}';

/**
 * The runtime and the boilerplate. The runtime carries the response's nonce: under the strict policy
 * (engine/server/csp.ts, 'strict-dynamic') a nonce is what lets a script load, and AMP allows the attribute.
 */
export function ampHead(nonce?: string): ReactNode {
  return (
    <>
      <script async src={AMP_RUNTIME} nonce={nonce} />
      <style amp-boilerplate="" nonce={nonce} dangerouslySetInnerHTML={{ __html: AMP_BOILERPLATE }} />
      <noscript>
        <style amp-boilerplate="" nonce={nonce} dangerouslySetInnerHTML={{ __html: AMP_NOSCRIPT_BOILERPLATE }} />
      </noscript>
    </>
  );
}

/**
 * The page's CSS as AMP takes it: AMP refuses `!important` (its runtime must be able to override layout), so each
 * declaration loses the flag and keeps its value; the cascade then decides as for any other declaration.
 */
export function ampCss(css: string): string {
  return css.replace(/\s*!\s*important\b/gi, '');
}
