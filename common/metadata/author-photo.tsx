/** An author's photo through the resizer, square-cropped (reporter profile, full author bio). */
import { useContent } from '../../engine/index.ts';
import { RESIZER_AUTH_VERSION, resizedImage } from '../images.ts';
import type { AuthorImage } from './author.ts';

/** The resizer as pages reach it (same origin). */
export const PAGE_RESIZER_BASE = '/resizer/v2';

export interface AuthorPhotoProps {
  image: AuthorImage;
  /** CSS pixels; the srcset adds the double-density width. */
  width: number;
  className?: string;
  loading?: 'lazy' | 'eager';
}

/** `src`/`srcSet` for a square photo; the plain image when it has no id or no token (spec 8). */
export function authorPhotoUrls(image: AuthorImage, width: number, auth: string | undefined) {
  const tokens = auth ? { [String(RESIZER_AUTH_VERSION)]: auth } : image.auth;
  return resizedImage({ _id: image.id, url: image.url, auth: tokens }, { widths: [width, width * 2], width, ratio: '1:1', resizerBase: PAGE_RESIZER_BASE });
}

export function AuthorPhoto(props: AuthorPhotoProps) {
  const needsSigning = !!props.image.id && !props.image.auth?.[String(RESIZER_AUTH_VERSION)];
  return needsSigning ? <SignedPhoto {...props} id={props.image.id!} /> : <Photo {...props} />;
}

// Spec 7: author photos get their resizer token from the signing service.
function SignedPhoto({ id, ...props }: AuthorPhotoProps & { id: string }) {
  const signed = useContent<{ hash?: string }>('signing-service', { id });
  return <Photo {...props} auth={signed?.hash} />;
}

function Photo({ image, width, className, loading = 'lazy', auth }: AuthorPhotoProps & { auth?: string }) {
  const { src, srcSet } = authorPhotoUrls(image, width, auth);
  return (
    <img
      className={className}
      src={src}
      srcSet={srcSet || undefined}
      sizes={srcSet ? `${width}px` : undefined}
      width={width}
      height={width}
      alt={image.alt}
      loading={loading}
      decoding="async"
    />
  );
}
