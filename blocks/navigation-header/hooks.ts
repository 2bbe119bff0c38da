import { useEffect, useReducer, useState } from 'react';
import { EXIT_ANIMATION_MS, nextDisclosure, type DisclosureState } from './disclosure.ts';
import {
  debounce, isScrolled, logoVisible, MASTHEAD_LOGO_WAIT_MS, RESIZE_DEBOUNCE_MS, SCROLL_DEBOUNCE_MS, type MastheadLogo,
} from './scroll.ts';
import { MASTHEAD_LOGO_SELECTOR } from '../../common/navigation/masthead-marker.ts';

/** A menu or popup that animates out for EXIT_ANIMATION_MS before it closes. */
export function useDisclosure() {
  const [state, dispatch] = useReducer(nextDisclosure, 'closed' as DisclosureState);
  useEffect(() => {
    if (state !== 'closing') return;
    const timer = setTimeout(() => dispatch('finished'), EXIT_ANIMATION_MS);
    return () => clearTimeout(timer);
  }, [state]);
  return { state, open: () => dispatch('open'), close: () => dispatch('close') };
}

/**
 * Scrolled marker and nav logo visibility. Both start false so the server markup and the hydrated markup
 * agree; the first measurement happens after mount.
 */
export function useScrollState(): { scrolled: boolean; logo: boolean } {
  const [scrolled, setScrolled] = useState(false);
  const [logo, setLogo] = useState(false);
  useEffect(() => {
    let masthead: MastheadLogo = 'pending';
    const update = () => {
      const scrollY = window.scrollY;
      setScrolled(isScrolled(scrollY));
      setLogo((previous) => logoVisible({ previous, scrollY, width: window.innerWidth, mastheadLogo: masthead }));
    };
    const onScroll = debounce(update, SCROLL_DEBOUNCE_MS);
    const onResize = debounce(update, RESIZE_DEBOUNCE_MS);
    const timer = setTimeout(() => {
      masthead = document.querySelector(MASTHEAD_LOGO_SELECTOR) ? 'present' : 'absent';
      update();
    }, MASTHEAD_LOGO_WAIT_MS);
    update();
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('resize', onResize);
    return () => {
      clearTimeout(timer);
      onScroll.cancel();
      onResize.cancel();
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('resize', onResize);
    };
  }, []);
  return { scrolled, logo };
}

/** Calls `onEscape` on the Escape key while `active`. */
export function useEscape(active: boolean, onEscape: () => void) {
  useEffect(() => {
    if (!active) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') onEscape();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  });
}

/** Keeps Tab and Shift+Tab inside `container` (a modal dialog). */
export function trapTab(e: React.KeyboardEvent<HTMLElement>) {
  if (e.key !== 'Tab') return;
  const focusable = [...e.currentTarget.querySelectorAll<HTMLElement>('a[href], button:not([disabled]), input:not([disabled]), [tabindex]:not([tabindex="-1"])')]
    .filter((el) => el.offsetParent !== null || el === document.activeElement);
  if (!focusable.length) return;
  const first = focusable[0]!;
  const last = focusable[focusable.length - 1]!;
  if (e.shiftKey && document.activeElement === first) {
    e.preventDefault();
    last.focus();
  } else if (!e.shiftKey && document.activeElement === last) {
    e.preventDefault();
    first.focus();
  }
}
