/** Sharing a page on social networks ("Share bar" and "Navigation header", "Share links"). */

export const SHARE_NETWORKS = ['facebook', 'twitter', 'pinterest', 'linkedin', 'reddit', 'email'] as const;
export type ShareNetwork = (typeof SHARE_NETWORKS)[number];

/** Popup windows 658x354, 830x460 for LinkedIn and email. */
export const POPUP_SIZE = { width: 658, height: 354 } as const;
export const LARGE_POPUP_SIZE = { width: 830, height: 460 } as const;

export interface SharedPage { url: string; title: string }

export function popupSize(network: ShareNetwork): { width: number; height: number } {
  return network === 'linkedin' || network === 'email' ? LARGE_POPUP_SIZE : POPUP_SIZE;
}

/**
 * `window.open` features: the popup's size, centred on the reader's window when its position is given. (Callers
 * set the popup's `opener` to null rather than pass `noopener`, which would hide whether the popup opened.)
 */
export function popupFeatures(network: ShareNetwork, screen?: { left: number; top: number; width: number; height: number }): string {
  const { width, height } = popupSize(network);
  const parts = [`width=${width}`, `height=${height}`];
  if (screen) {
    parts.push(`left=${Math.max(0, Math.round(screen.left + (screen.width - width) / 2))}`);
    parts.push(`top=${Math.max(0, Math.round(screen.top + (screen.height - height) / 2))}`);
  }
  return [...parts, 'menubar=no', 'toolbar=no', 'status=no', 'resizable=yes', 'scrollbars=yes'].join(',');
}

/** Where each network shares the page: its address, and the title where the network takes one; email is mailto. */
export function shareUrl(network: ShareNetwork, { url, title }: SharedPage): string {
  const u = encodeURIComponent(url);
  const t = encodeURIComponent(title);
  switch (network) {
    case 'facebook':
      return `https://www.facebook.com/sharer/sharer.php?u=${u}`;
    case 'twitter':
      return `https://twitter.com/intent/tweet?url=${u}&text=${t}`;
    case 'pinterest':
      return `https://www.pinterest.com/pin/create/button/?url=${u}&description=${t}`;
    case 'linkedin':
      return `https://www.linkedin.com/shareArticle?mini=true&url=${u}&title=${t}`;
    case 'reddit':
      return `https://www.reddit.com/submit?url=${u}&title=${t}`;
    case 'email':
      return `mailto:?subject=${t}&body=${u}`;
  }
}
