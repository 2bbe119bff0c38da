/** Share popup of the header (spec 2 "Navigation header", spec 7 "Share links"). */
export const SHARE_NETWORKS = ['facebook', 'twitter', 'linkedin', 'reddit', 'email'] as const;
export type ShareNetwork = (typeof SHARE_NETWORKS)[number];

/** Spec 7: popup windows 658x354 (830x460 for LinkedIn and email). */
export const POPUP_SIZE = { width: 658, height: 354 } as const;
export const LARGE_POPUP_SIZE = { width: 830, height: 460 } as const;

export interface SharedPage { url: string; title: string }

export function popupSize(network: ShareNetwork): { width: number; height: number } {
  return network === 'linkedin' || network === 'email' ? LARGE_POPUP_SIZE : POPUP_SIZE;
}

/** The `features` argument of window.open for a network's popup. */
export function popupFeatures(network: ShareNetwork): string {
  const { width, height } = popupSize(network);
  return `width=${width},height=${height},noopener,noreferrer`;
}

/** Share address on each network, carrying the page url and title; email uses mailto. */
export function shareUrl(network: ShareNetwork, { url, title }: SharedPage): string {
  const u = encodeURIComponent(url);
  const t = encodeURIComponent(title);
  switch (network) {
    case 'facebook':
      return `https://www.facebook.com/sharer/sharer.php?u=${u}`;
    case 'twitter':
      return `https://twitter.com/intent/tweet?url=${u}&text=${t}`;
    case 'linkedin':
      return `https://www.linkedin.com/shareArticle?mini=true&url=${u}&title=${t}`;
    case 'reddit':
      return `https://www.reddit.com/submit?url=${u}&title=${t}`;
    case 'email':
      return `mailto:?subject=${t}&body=${u}`;
  }
}
