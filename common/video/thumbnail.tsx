/** Video thumbnails with a duration badge (Latest videos list, Up Next cards). */
import { useAppContext } from '../../engine/index.ts';
import { useImagePriority } from '../image-priority.tsx';
import { Img } from '../amp/img.tsx';
import { thumbnailOf, type PromoItem } from '../promo/index.ts';
import { formatDuration, isoDuration } from './duration.ts';
import './video.css';

/** Size 274x154 (16:9), with a 2x candidate for dense screens. */
export const VIDEO_THUMB = { widths: [274, 548], width: 274, ratio: '16:9' } as const;

/** "7:10" with a label for screen readers (e.g. "Duration"); nothing without a duration. */
export function DurationBadge({ ms, label }: { ms: unknown; label: string }) {
  const text = formatDuration(ms);
  if (!text) return null;
  return (
    <span className="video-duration">
      <span className="visually-hidden">{`${label} `}</span>
      <time dateTime={isoDuration(ms)}>{text}</time>
    </span>
  );
}

/**
 * The item's promo image at 16:9 (the site's fallback image when it has none) with its duration on top.
 */
export function VideoThumbnail({ item, durationLabel, sizes, className }: { item: PromoItem; durationLabel: string; sizes?: string; className?: string }) {
  const { siteProperties } = useAppContext();
  const thumb = thumbnailOf(item, { ...VIDEO_THUMB, sizes, siteProperties });
  const priority = useImagePriority();
  return (
    <span className={className ? `video-thumb ${className}` : 'video-thumb'}>
      {thumb ? (
        <Img
          className="video-thumb__img"
          src={thumb.src}
          srcSet={thumb.srcSet}
          sizes={thumb.srcSet ? sizes : undefined}
          // A fallback thumbnail takes the logo alt; a real one is decorative (the card's title names it).
          alt={thumb.isFallback ? thumb.alt : ''}
          width={thumb.width}
          height={thumb.height}
          loading={priority.loading}
          fetchPriority={priority.fetchPriority}
          decoding="async"
          data-fallback={thumb.isFallback ? 'true' : undefined}
        />
      ) : null}
      <DurationBadge ms={item.duration} label={durationLabel} />
    </span>
  );
}
