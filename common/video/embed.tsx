/**
 * The player frame around a video's embed markup ("Video block ... renders nothing without embed markup").
 * embed_html is editor / content-system markup and is rendered as it is (but for its ids and names, which could shadow
 * the page's own: common/content/content-html.ts); the frame sizes it to the video's ratio.
 */
import type { CSSProperties } from 'react';
import type { VideoFrame } from './aspect-ratio.ts';
import { isolateContentHtml } from '../content/content-html.ts';
import { ContentHtml } from '../amp/content-html.tsx';
import './video.css';

/** Marks the page's players: Up Next listens for their videos ending (blocks/video-next). */
export const PLAYER_ATTRIBUTE = 'data-video-player';

/** The item's embed markup, when it has any. */
export function embedHtmlOf(item: unknown): string | undefined {
  const html = (item as { embed_html?: unknown } | null | undefined)?.embed_html;
  return typeof html === 'string' && html.trim() ? html : undefined;
}

/**
 * Autoplay for native players: browsers play on their own only muted and inline, so those attributes go on each
 * <video> tag that lacks them. Embeds without a <video> (script players) read data-autoplay on the frame instead.
 */
export function withAutoplay(html: string): string {
  return html.replace(/<video\b([^>]*)>/gi, (tag, attrs: string) => {
    const add = ['autoplay', 'muted', 'playsinline'].filter((a) => !new RegExp(`\\s${a}(\\s|=|$|/)`, 'i').test(attrs));
    return add.length ? `<video ${add.join(' ')}${attrs}>` : tag;
  });
}

export interface VideoPlayerProps {
  html: string;
  frame: VideoFrame;
  autoplay?: boolean;
  playthrough?: boolean;
  rounded?: boolean;
  /** The item shown (switching players re-mounts the markup). */
  videoId?: string;
  className?: string;
}

export function VideoPlayer({ html, frame, autoplay, playthrough, rounded, videoId, className }: VideoPlayerProps) {
  const style = { '--video-ratio': String(frame.value), ...(frame.height ? { '--video-height': frame.height } : {}) } as CSSProperties;
  const classes = ['video-player', frame.height ? 'video-player--vertical' : '', rounded ? 'video-player--rounded' : '', className ?? ''].filter(Boolean).join(' ');
  return (
    <div
      className={classes}
      style={style}
      {...{ [PLAYER_ATTRIBUTE]: '' }}
      data-ratio={frame.ratio}
      data-video-id={videoId}
      data-autoplay={autoplay ? 'true' : undefined}
      data-muted={autoplay ? 'true' : undefined}
      data-playthrough={playthrough ? 'true' : undefined}
    >
      <ContentHtml className="video-player__embed" html={isolateContentHtml(autoplay ? withAutoplay(html) : html)} />
    </div>
  );
}
