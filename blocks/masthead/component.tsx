import { nothing, useAppContext, type FeatureProps, type FieldValues } from '../../engine/index.ts';
import type { mastheadFields } from './index.ts';
import { MASTHEAD_LOGO_ATTR } from '../../common/navigation/masthead-marker.ts';
import { Img } from '../../common/amp/img.tsx';
import { mastheadDate, mastheadLogo, mastheadTagline } from './masthead.ts';
import './styles.css';

export default function Masthead({ customFields }: FeatureProps<FieldValues<typeof mastheadFields>>) {
  const { siteProperties, lang } = useAppContext();
  const logo = customFields.showLogo === false ? undefined : mastheadLogo(siteProperties, customFields.logoURL);
  const tagline = mastheadTagline(lang, customFields.tagline, customFields.maoriTagline);
  const date = customFields.showDate === false ? undefined : mastheadDate(new Date(), siteProperties, lang, customFields.dateFormat);
  if (!logo && !tagline && !date) return nothing('logo, tagline and date are all off');

  return (
    <div className="masthead">
      {logo && (
        <a className="masthead__logo-link" href="/">
          <Img className="masthead__logo" {...{ [MASTHEAD_LOGO_ATTR]: '' }} src={logo.src} alt={logo.alt} height={64} />
        </a>
      )}
      {tagline && <p className="masthead__tagline">{tagline}</p>}
      {date && <p className="masthead__date"><time dateTime={date.iso}>{date.text}</time></p>}
    </div>
  );
}
