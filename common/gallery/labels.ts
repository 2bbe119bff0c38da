/** Carousel control texts (spec section 9, exact English wording), and their te reo Māori forms. */
import type { Lang } from '../../engine/index.ts';

export interface CarouselLabels {
  startAutoplayDescription: string;
  stopAutoplayDescription: string;
  startAutoplay: string;
  stopAutoplay: string;
  /** `{n}` is the slide number. */
  goToSlide: string;
  nextSlide: string;
  previousSlide: string;
  fullScreen: string;
  minimizeScreen: string;
  /** `{current}` and `{total}`. */
  counter: string;
  /** Screen-reader name of one slide: `{n}` and `{total}`. */
  slide: string;
  /** Role description read for the carousel and its slides. */
  carousel: string;
  slideRole: string;
}

export const CAROUSEL_LABELS: Record<Lang, CarouselLabels> = {
  en: {
    startAutoplayDescription: 'Start automatic slide show',
    stopAutoplayDescription: 'Stop automatic slide show',
    startAutoplay: 'Start Autoplay',
    stopAutoplay: 'Stop Autoplay',
    goToSlide: 'Go to slide {n}',
    nextSlide: 'Next Slide',
    previousSlide: 'Previous Slide',
    fullScreen: 'Full Screen',
    minimizeScreen: 'Minimize Screen',
    counter: '{current} of {total}',
    slide: '{n} of {total}',
    carousel: 'carousel',
    slideRole: 'slide',
  },
  mi: {
    startAutoplayDescription: 'Tīmatahia te whakaaturanga aunoa',
    stopAutoplayDescription: 'Whakamutua te whakaaturanga aunoa',
    startAutoplay: 'Tīmata Pūrei Aunoa',
    stopAutoplay: 'Kati Pūrei Aunoa',
    goToSlide: 'Haere ki te whārangi {n}',
    nextSlide: 'Whārangi e Whai Ake',
    previousSlide: 'Whārangi o Mua',
    fullScreen: 'Mata Katoa',
    minimizeScreen: 'Whakaiti Mata',
    counter: '{current} o {total}',
    slide: '{n} o {total}',
    carousel: 'huinga whakaahua',
    slideRole: 'whārangi',
  },
};

export function carouselLabels(lang: Lang | string | undefined): CarouselLabels {
  return lang === 'mi' ? CAROUSEL_LABELS.mi : CAROUSEL_LABELS.en;
}

/** Fills `{name}` placeholders. */
export function fillLabel(template: string, vars: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (m, name: string) => (name in vars ? String(vars[name]) : m));
}
