/**
 * Which images of a page load at once: the first images in the page's main landmark, in render order, load eagerly,
 * and the first of those that can be the largest paint gets fetchpriority=high (exactly one per page). Everything
 * after them loads lazily, and so does every `auto` image rendered outside `FirstImages` (a block's unit test, an
 * island in the browser: React keeps the server's attributes when it hydrates). Render order is the page's order
 * (blocks' content is fetched before render), so the same page gives the same HTML.
 */
import { createContext, useContext, useState, type ReactNode } from 'react';

/** How many images at the top of the main landmark load eagerly: a phone's first screen holds about this many. */
export const EAGER_IMAGES = 4;

/** What a block asks for: `auto` lets the page's order decide; `eager` and `lazy` are an editor's or a block's choice. */
export type ImageLoading = 'auto' | 'eager' | 'lazy';

export interface ImagePriority {
  loading: 'eager' | 'lazy';
  fetchPriority?: 'high';
}

interface PageImages {
  rendered: number;
  highTaken: boolean;
}

const PageImagesContext = createContext<PageImages | null>(null);

/** Counts the images rendered inside it (the page frame wraps the main landmark with it), once per page render. */
export function FirstImages({ children }: { children: ReactNode }) {
  const [images] = useState<PageImages>(() => ({ rendered: 0, highTaken: false }));
  return <PageImagesContext.Provider value={images}>{children}</PageImagesContext.Provider>;
}

/** The decision for the `n`th image of the page (from 0); `candidate` false for images too small to be the LCP. */
export function imagePriority(images: PageImages | null, request: ImageLoading, candidate = true): ImagePriority {
  const position = images ? images.rendered++ : Infinity;
  const eager = request === 'eager' || (request === 'auto' && position < EAGER_IMAGES);
  if (!eager) return { loading: 'lazy' };
  if (!candidate || images?.highTaken) return { loading: 'eager' };
  // Outside a page only a block's own `eager` gets here: its lead image, high as the block asked.
  if (images) images.highTaken = true;
  return { loading: 'eager', fetchPriority: 'high' };
}

/**
 * This image's loading and priority, decided once when it first renders (state), so a re-render neither takes
 * another place in the page's order nor changes what the server sent.
 */
export function useImagePriority(request: ImageLoading = 'auto', { candidate = true }: { candidate?: boolean } = {}): ImagePriority {
  const images = useContext(PageImagesContext);
  const [priority] = useState(() => imagePriority(images, request, candidate));
  return priority;
}
