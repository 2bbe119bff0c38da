import type { ResizedImage } from './images.ts';

export interface ResizedImgProps {
  image: ResizedImage;
  className?: string;
  alt: string;
  /** How wide the image shows at each breakpoint; only sent with a srcset. */
  sizes: string;
  loading?: 'lazy' | 'eager';
  fetchPriority?: 'high';
}

/**
 * A resized image as blocks render one: the browser picks from its srcset by `sizes`, its width and height reserve
 * the space before it loads (no layout shift), and it decodes off the main thread.
 */
export function ResizedImg({ image, className, alt, sizes, loading = 'lazy', fetchPriority }: ResizedImgProps) {
  return (
    <img
      className={className}
      src={image.src}
      srcSet={image.srcSet || undefined}
      sizes={image.srcSet ? sizes : undefined}
      width={image.width}
      height={image.height}
      alt={alt}
      loading={loading}
      fetchPriority={fetchPriority}
      decoding="async"
    />
  );
}
