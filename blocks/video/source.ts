/**
 * Which item the video block plays ("Video block fields": inheritGlobalContent true, itemContentConfig,
 * websiteURL; "content-api: website_url and site, for video").
 */
export const VIDEO_BY_URL_SOURCE = 'content-api-video';

export interface VideoSourceFields {
  inheritGlobalContent?: boolean;
  websiteURL?: string;
  itemContentConfig?: { contentService: string } | undefined;
}

/** Inherits the page's content unless the editor turned that off (the default is on). */
export const inheritsGlobalContent = (f: VideoSourceFields) => f.inheritGlobalContent !== false;

/** The websiteURL lookup runs only when nothing else supplies the item: not inheriting and no content config. */
export function websiteUrlOf(f: VideoSourceFields): string | undefined {
  if (inheritsGlobalContent(f) || f.itemContentConfig?.contentService) return undefined;
  const url = f.websiteURL?.trim();
  return url || undefined;
}

export const videoByUrlQuery = (site: string, websiteUrl: string) => ({ website_url: websiteUrl, site });
