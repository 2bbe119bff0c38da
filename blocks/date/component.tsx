import { useAppContext, type FeatureProps, type FieldValues } from '../../engine/index.ts';
import { dateSettings, displayDate } from '../../common/dates/index.ts';
import type { dateFields } from './index.ts';
import './styles.css';

/**
 * Rendered on the server against the request time (not an island: no JS for a date). A cached page's relative
 * text ages by at most the HTML cache lifetime.
 */
export default function DateBlock({ customFields }: FeatureProps<FieldValues<typeof dateFields>>) {
  const { globalContent, siteProperties, lang } = useAppContext();
  const settings = dateSettings(siteProperties, lang);
  const shown = displayDate(globalContent?.display_date, {
    now: new Date(),
    lang: settings.lang,
    timeZone: settings.timeZone,
    format: customFields.showTime ? settings.dateTimeFormat : settings.dateFormat,
  });
  if (!shown) return null;
  return (
    <p className="date">
      <time className={shown.relative ? 'date__time date__time--relative' : 'date__time'} dateTime={shown.iso}>{shown.text}</time>
    </p>
  );
}
