import { createElement, type ImgHTMLAttributes } from 'react';
import { useOutputType } from '../../engine/index.ts';

// useAmp lives with Img, not in a module of its own: islands share it, and a module that small would be a chunk
// of its own in the browser build, a request for a few bytes (tests/client-bundle.test.ts).
/** The output type name of AMP pages (`?outputType=amp`). */
export const AMP_OUTPUT = 'amp';

/** Whether this render is an AMP page; false outside the engine (a component's own test or story). */
export function useAmp(): boolean {
  return useOutputType() === AMP_OUTPUT;
}

type ImgProps = ImgHTMLAttributes<HTMLImageElement> & { [data: `data-${string}`]: string | undefined };

const numeric = (v: unknown) => (typeof v === 'number' || (typeof v === 'string' && /^\d+$/.test(v)) ? Number(v) : undefined);

/**
 * An image as AMP takes it: `amp-img` with its size and a layout. Known width and height: `intrinsic` (scales down
 * with its container, never past its own width, keeping its ratio); a height alone (a logo): `fixed-height`, the
 * picture contained in it. What AMP's runtime does itself (lazy loading, priority, decoding) is left out.
 */
export function ampImgProps({ className, src, srcSet, sizes, alt, width, height, title, id, ...rest }: ImgProps): Record<string, unknown> {
  const w = numeric(width);
  const h = numeric(height);
  const data = Object.fromEntries(Object.entries(rest).filter(([k, v]) => k.startsWith('data-') && v !== undefined));
  const layout = w && h ? { width: w, height: h, layout: 'intrinsic' } : { height: h ?? 300, layout: 'fixed-height', 'object-fit': 'contain' };
  return { className, src, srcset: srcSet || undefined, sizes: srcSet ? sizes : undefined, alt, title, id, ...layout, ...data };
}

/** `<img>`, or `amp-img` on AMP pages: components render images through this. */
export function Img(props: ImgProps) {
  const amp = useAmp();
  if (!amp) return <img {...props} />;
  return createElement('amp-img', ampImgProps(props));
}
