/** An author's photo through the resizer, square-cropped (reporter profile, full author bio). */
import { useContent } from '../../engine/index.ts';
import { RESIZER_AUTH_VERSION, resizedImage } from '../images.ts';
import type { AuthorImage } from './author.ts';
import type { ImageLoading } from '../image-priority.tsx';
import { ResizedImg } from '../resized-img.tsx';

/** The resizer as pages reach it (same origin). */
export const PAGE_RESIZER_BASE = '/resizer/v2';

export interface AuthorPhotoProps {
  image: AuthorImage;
  /** CSS pixels; the srcset adds the double-density width. */
  width: number;
  className?: string;
  loading?: ImageLoading;
}

/** `src`/`srcSet` for a square photo; the plain image when it has no id or no token. */
export function authorPhotoUrls(image: AuthorImage, width: number, auth: string | undefined) {
  const tokens = auth ? { [String(RESIZER_AUTH_VERSION)]: auth } : image.auth;
  return resizedImage({ _id: image.id, url: image.url, auth: tokens }, { widths: [width, width * 2], width, ratio: '1:1', resizerBase: PAGE_RESIZER_BASE });
}

/** Image id the signing service must sign for this photo: it has an id but no token of its own. */
const unsignedId = (image: AuthorImage | undefined): string | undefined =>
  image?.id && !image.auth?.[String(RESIZER_AUTH_VERSION)] ? image.id : undefined;

/**
 * The signing request AuthorPhoto will read for this image (none when it has its own token), for the block's
 * declared `content`: planned with the page, the photo renders without waiting mid-page.
 */
export function authorPhotoContent(image: AuthorImage | undefined): Array<{ source: string; query: Record<string, unknown> }> {
  const id = unsignedId(image);
  return id ? [{ source: 'signing-service', query: { id } }] : [];
}

export function AuthorPhoto(props: AuthorPhotoProps) {
  const id = unsignedId(props.image);
  return id ? <SignedPhoto {...props} id={id} /> : <Photo {...props} />;
}

// Author photos get their resizer token from the signing service.
function SignedPhoto({ id, ...props }: AuthorPhotoProps & { id: string }) {
  const signed = useContent<{ hash?: string }>('signing-service', { id });
  return <Photo {...props} auth={signed?.hash} />;
}

function Photo({ image, width, className, loading = 'auto', auth }: AuthorPhotoProps & { auth?: string }) {
  const { src, srcSet } = authorPhotoUrls(image, width, auth);
  return <ResizedImg image={{ src, srcSet, width, height: width }} className={className} sizes={`${width}px`} alt={image.alt} loading={loading} lcpCandidate={false} />;
}
