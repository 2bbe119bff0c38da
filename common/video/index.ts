// Shared by the video blocks (video, video-home-block, video-next): duration format, aspect ratio, player frame.
export { formatDuration, isoDuration } from './duration.ts';
export {
  classifyRatio, DEFAULT_VIDEO_RATIO, DEFAULT_VIEWPORT_PERCENTAGE, MAX_VIEWPORT_PERCENTAGE, MIN_VIEWPORT_PERCENTAGE, promoRatio, roundRatio,
  VIDEO_RATIO_OPTIONS, VIDEO_RATIOS, videoFrame, videoRatioOf,
} from './aspect-ratio.ts';
export type { VideoFrame, VideoRatio, VideoRatioOption } from './aspect-ratio.ts';
export { embedHtmlOf, PLAYER_ATTRIBUTE, VideoPlayer, withAutoplay } from './embed.tsx';
export type { VideoPlayerProps } from './embed.tsx';
export { DurationBadge, VideoThumbnail, VIDEO_THUMB } from './thumbnail.tsx';
