/**
 * Live video banner rules ("Live video banner: default message text 'Live: Te Ao Marama'; visible until
 * the user closes it"; "navigates to the permalink URL of the live-video item"; "Live-video item:
 * contentConfig.permaLinkURL, contentConfig.title"; "Live-video source: no query, returns a list").
 */
export const LIVE_SOURCE = 'live-video';
export const LIVE_QUERY = {};
export const DEFAULT_LIVE_MESSAGE = 'Live: Te Ao Marama';

export interface LiveItem { permaLinkURL: string; title?: string }

const str = (v: unknown): string | undefined => (typeof v === 'string' && v.trim() ? v.trim() : undefined);

/** The first item of the list with a permalink. */
export function liveItemOf(list: unknown): LiveItem | undefined {
  if (!Array.isArray(list)) return undefined;
  for (const entry of list) {
    const permaLinkURL = str(entry?.contentConfig?.permaLinkURL);
    if (permaLinkURL) return { permaLinkURL, title: str(entry?.contentConfig?.title) };
  }
  return undefined;
}

/** The banner text: the editor's message, else the default. */
export const liveMessage = (message: string | undefined) => str(message) ?? DEFAULT_LIVE_MESSAGE;
