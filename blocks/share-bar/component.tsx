import { useEffect, useRef, useState, type MouseEvent } from 'react';
import { nothing, useAppContext, usePhrases, type FeatureProps, type FieldValues } from '../../engine/index.ts';
import type { shareBarFields } from './index.ts';
import { ShareIcon } from './icons.tsx';
import { pageTitle, pageUrl, popupFeatures, SHARE_NETWORKS, shareUrl, type ShareNetwork } from './share.ts';
import { copyText } from './copy.ts';
import './styles.css';

const STATUS_MS = 3000;

export default function ShareBar({ customFields }: FeatureProps<FieldValues<typeof shareBarFields>>) {
  const { globalContent, siteProperties, site, requestUri, isAdmin } = useAppContext();
  const t = usePhrases();
  const [enhanced, setEnhanced] = useState(false);
  const [status, setStatus] = useState<'' | 'copied' | 'copyFailed'>('');
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => {
    setEnhanced(true);
    return () => clearTimeout(timer.current);
  }, []);

  if (!customFields.showShareBar) return nothing(t('off'));
  const page = {
    url: pageUrl({ domain: siteProperties.websiteDomain, content: globalContent, site, requestUri }),
    title: pageTitle(globalContent, siteProperties.siteName),
  };

  // With JS: a centred popup window. If the browser blocks it, the link opens normally.
  const openPopup = (network: ShareNetwork) => (e: MouseEvent<HTMLAnchorElement>) => {
    // An editor's click in the preview selects the block: no network's window opens (the preview keeps the link).
    if (isAdmin) return;
    const screen = { left: window.screenX, top: window.screenY, width: window.outerWidth, height: window.outerHeight };
    const popup = window.open(e.currentTarget.href, `share-${network}`, popupFeatures(network, screen));
    if (!popup) return;
    popup.opener = null;
    e.preventDefault();
  };

  const copy = async () => {
    const ok = await copyText(page.url);
    setStatus(ok ? 'copied' : 'copyFailed');
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setStatus(''), STATUS_MS);
  };

  return (
    <aside className="share-bar" aria-label={t('label')}>
      <ul className="share-bar__list">
        {SHARE_NETWORKS.map((network) => {
          const mail = network === 'email';
          return (
            <li key={network} className="share-bar__item">
              <a
                className={`share-bar__button share-bar__button--${network}`}
                href={shareUrl(network, page)}
                title={t(network)}
                {...(mail ? {} : { target: '_blank', rel: 'noopener noreferrer' })}
                onClick={openPopup(network)}
              >
                <ShareIcon name={network} />
                <span className="visually-hidden">{mail ? t(network) : `${t(network)} (${t('newWindow')})`}</span>
              </a>
            </li>
          );
        })}
        <li className="share-bar__item">
          {/* Hidden until hydrated: without JS the button could not copy. */}
          <button type="button" className="share-bar__button share-bar__button--copy" title={t('copy')} hidden={!enhanced || undefined} onClick={copy}>
            <ShareIcon name="copy" />
            <span className="visually-hidden">{t('copy')}</span>
          </button>
        </li>
      </ul>
      <p className="visually-hidden" role="status">{status ? t(status) : ''}</p>
    </aside>
  );
}
