// The carousel / gallery shared by the lead art, the article body and the gallery block.
export { Carousel, type CarouselProps } from './carousel.tsx';
export { GalleryFigure, galleryFigures, type GalleryFigureProps } from './gallery-figure.tsx';
export { gallerySlides, creditOf, resizerBaseOf, DEFAULT_RESIZER_BASE, GALLERY_WIDTHS, GALLERY_DEFAULT_WIDTH, type GallerySlide, type GalleryImageAns } from './images.ts';
export { carouselLabels, fillLabel, CAROUSEL_LABELS, type CarouselLabels } from './labels.ts';
export * from './carousel-state.ts';
export * from './fullscreen.ts';
export { useFullscreen } from './use-fullscreen.ts';
export { CollapseIcon, ExpandIcon } from './icons.tsx';
