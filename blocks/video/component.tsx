import { nothing, useAppContext, useContent, useFieldContent, usePhrases, type FeatureProps, type FieldValues } from '../../engine/index.ts';
import { creditOf } from '../../common/gallery/images.ts';
import { embedHtmlOf, VideoPlayer, videoFrame, videoRatioOf } from '../../common/video/index.ts';
import type { videoFields } from './index.ts';
import { contentLang } from '../../common/content/content-language.ts';
import { inheritsGlobalContent, VIDEO_BY_URL_SOURCE, videoByUrlQuery, websiteUrlOf } from './source.ts';
import './styles.css';

type Fields = FieldValues<typeof videoFields>;

/** The item to play: the page's content, else the configured item, else the one found by websiteURL. */
function useVideoItem(f: Fields): any {
  const { globalContent, site } = useAppContext();
  const configured = useFieldContent('itemContentConfig');
  const url = websiteUrlOf(f);
  // Conditional on custom fields only, which never change for a block: the hook order is stable.
  const byUrl = url ? useContent(VIDEO_BY_URL_SOURCE, videoByUrlQuery(site, url)) : undefined;
  if (inheritsGlobalContent(f)) return globalContent;
  return f.itemContentConfig ? configured : byUrl;
}

const text = (v: unknown): string | undefined => (typeof v === 'string' && v.trim() ? v.trim() : undefined);

export default function Video({ customFields: f }: FeatureProps<Fields>) {
  const t = usePhrases();
  const { lang } = useAppContext();
  const item = useVideoItem(f);
  const html = embedHtmlOf(item);
  if (!html) return nothing('the video has no embed markup');

  const frame = videoFrame(videoRatioOf(f.aspectRatio, item), f.viewportPercentage);
  const videoTitle = f.hideVideoTitle === false ? text(item?.headlines?.basic) : undefined;
  const names = f.hideVideoCredits === false ? creditOf(item ?? {}) : undefined;
  const badge = text(f.alertBadge);
  const title = text(f.title);
  const description = text(f.description);
  const feature = f.displayStyle === 'featureVideo';

  const player = (
    <figure className="video-block__media">
      <VideoPlayer html={html} frame={frame} autoplay={f.autoplay} playthrough={f.playthrough} rounded={f.borderRadius} videoId={text(item?._id)} />
      {videoTitle || names ? (
        <figcaption className="video-block__caption" lang={contentLang(item, lang)}>
          {videoTitle ? <span className="video-block__video-title">{videoTitle}</span> : null}
          {names ? <span className="video-block__credits">{t('credit', { names })}</span> : null}
        </figcaption>
      ) : null}
    </figure>
  );
  const badgeEl = badge ? <span className="video-block__badge">{badge}</span> : null;
  const titleEl = title ? <h2 className="video-block__title">{title}</h2> : null;
  const descriptionEl = description ? <p className="video-block__description">{description}</p> : null;

  if (feature) {
    return (
      <div className="video-block video-block--feature">
        {player}
        {badgeEl || titleEl || descriptionEl ? <div className="video-block__text">{badgeEl}{titleEl}{descriptionEl}</div> : null}
      </div>
    );
  }
  return (
    <div className="video-block video-block--inline">
      {badgeEl}
      {titleEl}
      {player}
      {descriptionEl}
    </div>
  );
}
