import { nothing, useAppContext, useComponentContext, useContent, usePhrases, type FeatureProps, type FieldValues } from '../../engine/index.ts';
import type { ImageAns } from '../../common/images.ts';
import { resizerBaseOf } from '../../common/gallery/index.ts';
import type { subtypeFooterFields } from './index.ts';
import { logoIdOf, logoImage, mailtoOf, PHOTO_SOURCE, photoQuery, PROGRAMME_NAMES, subtypeOf, titleOf, type Subtype } from './subtypes.ts';
import { Img } from '../../common/amp/img.tsx';
import './styles.css';

type Fields = FieldValues<typeof subtypeFooterFields>;
type T = ReturnType<typeof usePhrases>;

export default function SubtypeFooter({ customFields }: FeatureProps<Fields>) {
  const { globalContent, lang } = useAppContext();
  const t = usePhrases();
  const { id } = useComponentContext();
  const subtype = subtypeOf(globalContent);
  if (!subtype) return nothing(t('noSubtype'));
  const logoId = logoIdOf(subtype, customFields);
  const mailto = subtype === 'open-justice' ? mailtoOf(customFields.openJusticeEmail) : undefined;
  const headingId = `${id}-title`;
  return (
    <aside className={`subtype-footer subtype-footer--${subtype}`} aria-labelledby={headingId}>
      <h2 id={headingId} className="subtype-footer__title">{titleOf(subtype, customFields, lang, t(subtype))}</h2>
      {logoId ? <PhotoLogo subtype={subtype} logoId={logoId} mailto={mailto} t={t} /> : <Logo subtype={subtype} photo={undefined} mailto={mailto} t={t} />}
    </aside>
  );
}

/** A logo from the photo service (fetched with the page: see `content` in index.ts); the drawn one if it is missing. */
function PhotoLogo({ subtype, logoId, mailto, t }: { subtype: Subtype; logoId: string; mailto?: string; t: T }) {
  const { site } = useAppContext();
  const photo = useContent<ImageAns>(PHOTO_SOURCE, photoQuery(logoId, site));
  return <Logo subtype={subtype} photo={photo} mailto={mailto} t={t} />;
}

function Logo({ subtype, photo, mailto, t }: { subtype: Subtype; photo: ImageAns | undefined; mailto?: string; t: T }) {
  const { siteProperties } = useAppContext();
  const logo = logoImage(subtype, photo, resizerBaseOf(siteProperties));
  const img = (
    <Img
      className="subtype-footer__logo"
      src={logo.src}
      srcSet={logo.srcSet}
      sizes={logo.srcSet ? '300px' : undefined}
      // Inside the link the image says where the link goes; alone it names the programme.
      alt={mailto ? t('openJusticeContact') : t('logo', { name: PROGRAMME_NAMES[subtype] })}
      height={64}
      loading="lazy"
      decoding="async"
    />
  );
  return mailto ? <a className="subtype-footer__logo-link" href={mailto}>{img}</a> : img;
}
