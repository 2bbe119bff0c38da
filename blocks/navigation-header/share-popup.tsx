import { useEffect, useRef, useState } from 'react';
import { useDisclosure, useEscape } from './hooks.ts';
import { isShown } from './disclosure.ts';
import { ShareIcon } from './icons.tsx';
import { popupFeatures, SHARE_NETWORKS, shareUrl, type HeaderShareNetwork as ShareNetwork } from './share.ts';

const NETWORK_NAMES: Record<ShareNetwork, string> = { facebook: 'Facebook', twitter: 'Twitter', linkedin: 'LinkedIn', reddit: 'Reddit', email: 'Email' };

interface Props {
  id: string;
  t: (key: string, vars?: Record<string, string>) => string;
}

/** Share popup: the page's address to each network in a popup window, or copied; animates out for 500 ms. */
export function SharePopup({ id, t }: Props) {
  const { state, open, close } = useDisclosure();
  const [status, setStatus] = useState('');
  const button = useRef<HTMLButtonElement>(null);
  const root = useRef<HTMLDivElement>(null);
  const popupId = `${id}-share`;
  const isOpen = state === 'open';

  const closeAndReturn = () => {
    close();
    button.current?.focus();
  };
  useEscape(isOpen, closeAndReturn);
  useEffect(() => {
    if (!isOpen) return;
    const onPointer = (e: PointerEvent) => {
      if (!root.current?.contains(e.target as Node)) close();
    };
    document.addEventListener('pointerdown', onPointer);
    return () => document.removeEventListener('pointerdown', onPointer);
  }, [isOpen]);

  const share = (network: ShareNetwork) => {
    const popup = window.open(shareUrl(network, { url: window.location.href, title: document.title }), `share-${network}`, popupFeatures(network));
    if (popup) popup.opener = null;
  };
  const copy = () => {
    const done = () => setStatus(t('linkCopied'));
    const failed = () => setStatus(t('copyFailed'));
    if (!navigator.clipboard) return failed();
    navigator.clipboard.writeText(window.location.href).then(done, failed);
  };

  return (
    <div className="navigation-header__share" ref={root}>
      <button
        ref={button}
        type="button"
        className="navigation-header__icon-button"
        aria-expanded={isOpen}
        aria-controls={popupId}
        aria-label={t('share')}
        onClick={() => {
          setStatus('');
          if (isOpen) close();
          else open();
        }}
      >
        <ShareIcon />
      </button>
      <div
        id={popupId}
        className={`navigation-header__share-popup${state === 'closing' ? ' navigation-header__share-popup--closing' : ''}`}
        hidden={!isShown(state)}
      >
        <ul className="navigation-header__share-list">
          {SHARE_NETWORKS.map((network) => (
            <li key={network}>
              <button type="button" className="navigation-header__share-option" onClick={() => share(network)}>
                {network === 'email' ? t('shareEmail') : t('shareOn', { network: NETWORK_NAMES[network] })}
              </button>
            </li>
          ))}
          <li>
            <button type="button" className="navigation-header__share-option" onClick={copy}>{t('copyLink')}</button>
          </li>
        </ul>
        <p className="navigation-header__share-status" role="status">{status}</p>
      </div>
    </div>
  );
}
