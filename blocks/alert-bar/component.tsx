import { useEffect, useState } from 'react';
import { useAppContext, useContent, useContentLoader, usePhrases, useRequestCookie, type FeatureProps, type FieldValues } from '../../engine/index.ts';
import type { alertBarFields } from './index.ts';
import { alertQuery, ALERT_REFRESH_MS, ALERT_SOURCE, DISMISS_COOKIE, dismissCookie, dismissedHeadline, HOST_DISMISS_COOKIE, isVisible, latestAlert } from './alert.ts';
import './styles.css';

export default function AlertBar({ customFields }: FeatureProps<FieldValues<typeof alertBarFields>>) {
  const { site, isAdmin } = useAppContext();
  const t = usePhrases();
  const query = alertQuery(site);
  const initial = useContent(ALERT_SOURCE, query);
  const load = useContentLoader();
  const [list, setList] = useState<unknown>(initial);
  // The request's cookie on the server and document.cookie when hydrating agree, so a dismissed alert is left
  // out of the HTML (no flash) and hydration still matches. Both names are read on every render (hooks may not be
  // skipped), the prefixed one winning.
  const [dismissed, setDismissed] = useState(dismissedHeadline(useRequestCookie(HOST_DISMISS_COOKIE), useRequestCookie(DISMISS_COOKIE)));

  useEffect(() => {
    const timer = setInterval(() => {
      load(ALERT_SOURCE, query).then(setList, () => {});
    }, ALERT_REFRESH_MS);
    return () => clearInterval(timer);
  }, []);

  const alert = latestAlert(list, site);
  if (isAdmin || !isVisible(alert, dismissed)) return null;

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
