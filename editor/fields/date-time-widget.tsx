// A date and time field (field.dateTime): the site's wall-clock time in a datetime-local input, stored as ISO 8601
// with the zone's offset; the moment is also said in words, in New Zealand's format, with the zone's name.
import type { WidgetProps } from '@rjsf/utils';
import { useLang, useT } from '../i18n.tsx';
import { describeMoment, fromWallTime, toWallTime } from './zoned-time.ts';
import { FALLBACK_TIME_ZONE } from './site-zone.ts';

export function DateTimeWidget({ id, value, required, disabled, readonly, rawErrors, onChange, onBlur, onFocus, registry }: WidgetProps) {
  const t = useT();
  const lang = useLang();
  const zone = (registry.formContext as { timeZone?: string } | undefined)?.timeZone ?? FALLBACK_TIME_ZONE;
  const wall = toWallTime(value, zone);
  return (
    <>
      <input
        id={id}
        type="datetime-local"
        className="form-control"
        value={wall}
        required={required}
        disabled={disabled || readonly}
        aria-invalid={rawErrors?.length ? true : undefined}
        aria-describedby={`${id}__zone`}
        onChange={(e) => onChange(e.target.value ? fromWallTime(e.target.value, zone) : undefined)}
        onBlur={() => onBlur(id, value)}
        onFocus={() => onFocus(id, value)}
      />
      <p id={`${id}__zone`} className="ed-muted">
        {typeof value === 'string' && wall ? describeMoment(value, zone, lang) : t('timeInZone', { zone })}
      </p>
    </>
  );
}
