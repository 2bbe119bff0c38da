import { useState } from 'react';
import { nothing, useContent, usePhrases, type FeatureProps, type FieldValues } from '../../engine/index.ts';
import type { liveVideoFields } from './index.ts';
import { LIVE_QUERY, LIVE_SOURCE, liveItemOf, liveMessage } from './live.ts';
import './styles.css';

export default function LiveVideo({ customFields }: FeatureProps<FieldValues<typeof liveVideoFields>>) {
  const t = usePhrases();
  const item = liveItemOf(useContent(LIVE_SOURCE, LIVE_QUERY));
  const [closed, setClosed] = useState(false);
  if (!item) return nothing('no live video item');
  if (closed) return null;
  const message = liveMessage(customFields.message);
  return (
    <aside className="live-video" aria-label={t('label')}>
      <div className="page-container live-video__inner">
        <a className="live-video__link" href={item.permaLinkURL} title={item.title && item.title !== message ? item.title : undefined}>
          <span className="live-video__badge" aria-hidden="true"><span className="live-video__dot" />{t('live')}</span>
          <span className="live-video__message">{message}</span>
        </a>
        <button type="button" className="live-video__close" aria-label={t('close')} onClick={() => setClosed(true)}>
          <span aria-hidden="true">×</span>
        </button>
      </div>
    </aside>
  );
}
