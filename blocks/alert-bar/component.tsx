import { useEffect, useState } from 'react';
import { useAppContext, useContent, useContentLoader, usePhrases, type FeatureProps, type FieldValues } from '../../engine/index.ts';
import type { alertBarFields } from './index.ts';
import { alertQuery, ALERT_REFRESH_MS, ALERT_SOURCE, dismissCookie, isVisible, latestAlert, readDismissed } from './alert.ts';

export default function AlertBar({ customFields }: FeatureProps<FieldValues<typeof alertBarFields>>) {
  const { site, isAdmin } = useAppContext();
  const t = usePhrases();
  const query = alertQuery(site);
  const initial = useContent(ALERT_SOURCE, query);
  const load = useContentLoader();
  const [list, setList] = useState<unknown>(initial);
  // Unknown on the server and during hydration, so both render the same markup; read from the cookie after.
  const [dismissed, setDismissed] = useState<string | undefined>(undefined);
  const [ready, setReady] = useState(false);

  useEffect(() => {
    setDismissed(readDismissed(document.cookie));
    setReady(true);
    const timer = setInterval(() => {
      load(ALERT_SOURCE, query).then(setList, () => {});
    }, ALERT_REFRESH_MS);
    return () => clearInterval(timer);
  }, []);

  const alert = latestAlert(list, site);
  if (isAdmin || !alert) return null;
  if (ready && !isVisible(alert, dismissed)) return null;

  const dismiss = () => {
    document.cookie = dismissCookie(alert.headline, location.protocol === 'https:');
    setDismissed(alert.headline);
  };
  return (
    <div className="alert-bar" role="region" aria-label={customFields.ariaLabel || t('label')}>
      <div className="page-container alert-bar__inner">
        {alert.url ? <a className="alert-bar__link" href={alert.url}>{alert.headline}</a> : <span className="alert-bar__link">{alert.headline}</span>}
        <button type="button" className="alert-bar__close" aria-label={t('close')} onClick={dismiss}>
          <span aria-hidden="true">×</span>
        </button>
      </div>
    </div>
  );
}
