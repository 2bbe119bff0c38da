/**
 * Navigation bar slots ("nav slots: bar mobile 1, desktop 2"): the chain's children split into a start
 * side and an end side; each side shows its first child at every width, its second from the medium breakpoint,
 * and no more.
 */
export const NAV_BAR_SLOTS = { mobile: 1, desktop: 2 } as const;

export interface SideSlots<T> {
  /** Shown at every width. */
  always: T[];
  /** Shown from 768 px. */
  desktopOnly: T[];
  /** Beyond the slots: not rendered (editors are told). */
  hidden: number;
}

function side<T>(items: T[]): SideSlots<T> {
  return {
    always: items.slice(0, NAV_BAR_SLOTS.mobile),
    desktopOnly: items.slice(NAV_BAR_SLOTS.mobile, NAV_BAR_SLOTS.desktop),
    hidden: Math.max(0, items.length - NAV_BAR_SLOTS.desktop),
  };
}

/** The first `startCount` children go to the start side, the rest to the end side. */
export function navSlots<T>(children: T[], startCount: number): { start: SideSlots<T>; end: SideSlots<T> } {
  const n = Math.max(0, Math.floor(startCount));
  return { start: side(children.slice(0, n)), end: side(children.slice(n)) };
}
