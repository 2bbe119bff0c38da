/**
 * Open / closing / closed states of the section menu and the share popup. both animate out for 500 ms
 * before closing, so "close" first enters `closing` and only the timer's `finished` closes.
 */
export const EXIT_ANIMATION_MS = 500;

export type DisclosureState = 'closed' | 'open' | 'closing';
export type DisclosureEvent = 'open' | 'close' | 'finished';

export function nextDisclosure(state: DisclosureState, event: DisclosureEvent): DisclosureState {
  switch (event) {
    case 'open':
      return 'open';
    case 'close':
      return state === 'open' ? 'closing' : state;
    case 'finished':
      return state === 'closing' ? 'closed' : state;
  }
}

/** Rendered (and marked on <body> for the section menu) while open or animating out. */
export const isShown = (s: DisclosureState) => s !== 'closed';
