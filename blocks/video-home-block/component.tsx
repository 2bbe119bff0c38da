import { useEffect, useRef, useState } from 'react';
import { nothing, useAppContext, useComponentContext, useContent, usePhrases } from '../../engine/index.ts';
import { headlineOf, storyUrl } from '../../common/promo/index.ts';
import { embedHtmlOf, VideoPlayer, VideoThumbnail, videoFrame, videoRatioOf } from '../../common/video/index.ts';
import { LATEST_SOURCE, latestQuery, latestVideos, MORE_VIDEOS_URL, selectedVideo } from './latest.ts';
import './styles.css';

export default function LatestVideos() {
  const { site } = useAppContext();
  const { id } = useComponentContext();
  const t = usePhrases();
  const videos = latestVideos(useContent(LATEST_SOURCE, latestQuery(site)), site);
  const [selectedId, setSelectedId] = useState<string | undefined>(undefined);
  const chosen = useRef(false);
  const player = useRef<HTMLDivElement>(null);

  // A reader's choice plays at once (their click allows sound); the first video waits for them.
  useEffect(() => {
    if (!chosen.current) return;
    void player.current?.querySelector('video')?.play()?.catch(() => {});
  }, [selectedId]);

  const selected = selectedVideo(videos, selectedId);
  if (!selected) return nothing('no videos tagged watch with an address on this site');
  const html = embedHtmlOf(selected)!;
  const url = storyUrl(selected, site);
  const headingId = `video-home-block-${id}-heading`;

  return (
    <section className="video-home-block" aria-labelledby={headingId}>
      <h2 className="video-home-block__heading" id={headingId}>{t('heading')}</h2>
      <div className="video-home-block__body">
        <div className="video-home-block__main" ref={player}>
          <VideoPlayer key={selected._id} html={html} frame={videoFrame(videoRatioOf('--', selected))} videoId={selected._id} />
          <h3 className="video-home-block__title">{url ? <a href={url}>{headlineOf(selected)}</a> : headlineOf(selected)}</h3>
        </div>
        <ul className="video-home-block__list" aria-label={t('list')}>
          {videos.map((video) => {
            const current = video === selected;
            return (
              <li key={video._id} className="video-home-block__item" data-id={video._id}>
                <button
                  type="button"
                  className="video-home-block__choice"
                  aria-pressed={current}
                  onClick={() => {
                    chosen.current = true;
                    setSelectedId(video._id);
                  }}
                >
                  <span className="video-home-block__choice-title">{headlineOf(video)}</span>
                  {current ? <span className="video-home-block__playing">{t('playing')}</span> : null}
                  <VideoThumbnail item={video} durationLabel={t('duration')} sizes="(min-width: 768px) 274px, 40vw" className="video-home-block__thumb" />
                </button>
              </li>
            );
          })}
        </ul>
      </div>
      <a className="video-home-block__more" href={MORE_VIDEOS_URL}>{t('more')}</a>
    </section>
  );
}
