import { useImagePriority, type ImageLoading } from './image-priority.tsx';
import type { ResizedImage } from './images.ts';
import { Img } from './amp/img.tsx';

export interface ResizedImgProps {
  image: ResizedImage;
  className?: string;
  alt: string;
  /** How wide the image shows at each breakpoint; only sent with a srcset. */
  sizes: string;
  /** `auto` (default): eager when among the page's first images (common/image-priority.tsx), else lazy. */
  loading?: ImageLoading;
  /** False for images too small to be the page's largest paint: never fetchpriority=high. */
  lcpCandidate?: boolean;
}

/**
 * A resized image as blocks render one: the browser picks from its srcset by `sizes`, its width and height reserve
 * the space before it loads (no layout shift), and it decodes off the main thread.
 */
export function ResizedImg({ image, className, alt, sizes, loading = 'auto', lcpCandidate = true }: ResizedImgProps) {
  const priority = useImagePriority(loading, { candidate: lcpCandidate });
  return (
    <Img
      className={className}
      src={image.src}
      srcSet={image.srcSet || undefined}
      sizes={image.srcSet ? sizes : undefined}
      width={image.width}
      height={image.height}
      alt={alt}
      loading={priority.loading}
      fetchPriority={priority.fetchPriority}
      decoding="async"
    />
  );
}
