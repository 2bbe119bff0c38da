/**
 * The captcha section of a form: shown only when the form's context has its flag on and a captcha is configured
 * (captchaKind). The form asks `captcha.token()` at submit and calls `captcha.reset()` after a failure (a token is
 * single use, so a refused call spends it).
 */
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useAppContext, useNonce } from '../../engine/index.ts';
import type { IdentityConfig } from '../../sdk/identity/index.ts';
import { captchaKind, solveAltcha, type CaptchaContext, type CaptchaKind } from './captcha.ts';
import { identityApiOrigin } from './client.ts';
import { loadRecaptcha } from './recaptcha.ts';

export type CaptchaStatus = 'off' | 'solving' | 'ready' | 'failed' | 'waiting';

export interface Captcha {
  kind: CaptchaKind;
  status: CaptchaStatus;
  /**
   * Whether the form may send: false while the config that says whether this context needs a captcha is still
   * loading (a call sent without a token it needed would be refused). Submit buttons stay disabled until then.
   */
  ready: boolean;
  /** The token to send with the call (undefined when the section is off or the reader has not ticked v2's box). */
  token(): Promise<string | undefined>;
  reset(): void;
  /** v2's checkbox is rendered here. */
  widgetRef: (element: HTMLElement | null) => void;
}

/**
 * The captcha of a form in `context` (undefined: this form sends no captcha). `config`: the identity or sales config
 * naming the captcha; undefined while it loads, null when it could not be read (no captcha is shown, the service
 * has the last word).
 */
export function useCaptcha(config: IdentityConfig | null | undefined, context: CaptchaContext | undefined): Captcha {
  const { siteProperties } = useAppContext();
  const nonce = useNonce();
  const kindKey = JSON.stringify(context && config ? captchaKind(config, context) : { kind: 'none' });
  const kind = useMemo(() => JSON.parse(kindKey) as CaptchaKind, [kindKey]);
  const [status, setStatus] = useState<CaptchaStatus>('off');
  const [round, setRound] = useState(0);
  const pending = useRef<Promise<string | undefined> | undefined>(undefined);
  const checkboxToken = useRef<string | undefined>(undefined);
  const widget = useRef<{ element?: HTMLElement; id?: number }>({});

  // The proof of work starts as soon as the form shows, so it is usually done before the reader has typed.
  useEffect(() => {
    if (kind.kind !== 'altcha') return;
    const origin = identityApiOrigin(siteProperties) || window.location.origin;
    const abort = new AbortController();
    setStatus('solving');
    const solving = solveAltcha(origin, abort.signal);
    pending.current = solving;
    solving.then(
      (token) => !abort.signal.aborted && setStatus(token ? 'ready' : 'failed'),
      () => !abort.signal.aborted && setStatus('failed'),
    );
    solving.catch(() => undefined);
    return () => abort.abort();
  }, [kind, round, siteProperties]);

  useEffect(() => {
    if (kind.kind !== 'recaptcha') return;
    let live = true;
    setStatus('waiting');
    loadRecaptcha(kind.siteKey, kind.version, nonce).then(
      (g) => {
        if (!live) return;
        if (kind.version === 'v3') return setStatus('ready');
        const element = widget.current.element;
        if (element && widget.current.id === undefined) {
          widget.current.id = g.render(element, {
            sitekey: kind.siteKey,
            callback: (token) => ((checkboxToken.current = token), setStatus('ready')),
            'expired-callback': () => ((checkboxToken.current = undefined), setStatus('waiting')),
          });
        }
      },
      () => live && setStatus('failed'),
    );
    return () => void (live = false);
  }, [kind, nonce]);

  const token = useCallback(async () => {
    if (kind.kind === 'altcha') {
      // A form may need two tokens in a row (sign up, then sign in): the second is solved on demand.
      const solving = pending.current ?? solveAltcha(identityApiOrigin(siteProperties) || window.location.origin);
      pending.current = undefined;
      return solving.catch(() => undefined);
    }
    if (kind.kind === 'recaptcha') {
      if (kind.version === 'v2') return checkboxToken.current;
      const g = window.grecaptcha;
      return g ? g.execute(kind.siteKey, { action: context ?? "identity" }).catch(() => undefined) : undefined;
    }
    return undefined;
  }, [kind, context, siteProperties]);

  const reset = useCallback(() => {
    if (kind.kind === 'altcha') {
      // Shown as solving in the same render as the failure, never as the spent token's 'ready'.
      setStatus('solving');
      setRound((n) => n + 1);
    }
    if (kind.kind === 'recaptcha' && kind.version === 'v2') {
      checkboxToken.current = undefined;
      window.grecaptcha?.reset(widget.current.id);
      setStatus('waiting');
    }
  }, [kind]);

  const widgetRef = useCallback((element: HTMLElement | null) => {
    widget.current.element = element ?? undefined;
  }, []);

  return { kind, status: kind.kind === 'none' ? 'off' : status, ready: !context || config !== undefined, token, reset, widgetRef };
}

export interface CaptchaSectionProps {
  captcha: Captcha;
  /** The captcha's error (130001, 010122), shown at the captcha. */
  error?: string;
  text: { label: string; solving: string; verified: string; failed: string; retry: string };
}

export function CaptchaSection({ captcha, error, text }: CaptchaSectionProps) {
  if (captcha.kind.kind === 'none') return null;
  if (captcha.kind.kind === 'recaptcha' && captcha.kind.version === 'v3') {
    return error ? <p role="alert" className="identity-field__error">{error}</p> : null;
  }
  return (
    <div className="identity-captcha-section" role="group" aria-label={text.label}>
      {captcha.kind.kind === 'recaptcha' ? (
        <div ref={captcha.widgetRef} />
      ) : (
        <p className="identity-captcha" data-captcha-status={captcha.status} aria-live="polite">
          {captcha.status === 'solving' && text.solving}
          {captcha.status === 'ready' && text.verified}
          {captcha.status === 'failed' && (
            <>
              {text.failed}{' '}
              <button type="button" className="identity-button identity-button--secondary" onClick={captcha.reset}>{text.retry}</button>
            </>
          )}
        </p>
      )}
      {error && <p role="alert" className="identity-field__error">{error}</p>}
    </div>
  );
}
