import { nothing, useAppContext, useComponentContext, useFieldContent, usePhrases, type FeatureProps, type FieldValues } from '../../engine/index.ts';
import { carouselLabels, gallerySlides, resizerBaseOf } from '../../common/gallery/index.ts';
import type { galleryFields } from './index.ts';
import { GalleryAd } from '../../common/ads/index.ts';
import { galleryOf } from './gallery.ts';
import { contentLang } from '../../common/content/content-language.ts';
import { GalleryView } from './gallery-view.tsx';
import './styles.css';

export default function Gallery({ customFields }: FeatureProps<FieldValues<typeof galleryFields>>) {
  const { globalContent, siteProperties, lang } = useAppContext();
  const { id } = useComponentContext();
  const t = usePhrases();
  const configured = useFieldContent('galleryContent');
  const gallery = galleryOf(globalContent, configured, customFields.inheritGlobalContent);
  if (!gallery) return nothing(t('noGallery'));
  const slides = gallerySlides(gallery, resizerBaseOf(siteProperties));
  if (!slides.length) return nothing(t('noImages'));
  const carouselId = `gallery-${id.replace(/[^A-Za-z0-9_-]/g, '')}`;
  return (
    <GalleryView
      id={carouselId}
      gallery={gallery}
      slides={slides}
      labels={carouselLabels(lang)}
      // The slides' captions and alt text are the gallery's own language, the carousel's controls the reader's.
      contentLang={contentLang(gallery, lang)}
      t={t}
      galleryCubeClicks={siteProperties.galleryCubeClicks}
      hide={{ title: customFields.hideTitle, caption: customFields.hideCaption, credits: customFields.hideCredits }}
      // The interstitial's slot: the ads block's 300x250_gallery slot (common/ads), requested when it shows.
      renderAd={() => <GalleryAd instanceId={`${carouselId}-ad`} label={t('advertisement')} />}
    />
  );
}
