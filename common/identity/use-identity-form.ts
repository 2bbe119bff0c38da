/**
 * What every identity form block does around its call: the page's client and config, the captcha of its context,
 * one submission at a time, and a failure turned into the phrase section 8 names (shown in the alert above the
 * form or at the captcha), the captcha reset after it.
 */
import { useState, type FormEvent } from 'react';
import type { IdentityClient, IdentityConfig } from '../../sdk/identity/index.ts';
import { useCaptcha, type Captcha } from './captcha-section.tsx';
import type { CaptchaContext } from './captcha.ts';
import { useIdentityClient } from './client.ts';
import type { FormError } from './errors.ts';
import { captchaConfigOf, useIdentityConfig, type ConfigState } from './use-config.ts';

export interface IdentityForm {
  client: IdentityClient | undefined;
  configState: ConfigState;
  config: IdentityConfig | undefined;
  captcha: Captcha;
  error: FormError | undefined;
  busy: boolean;
  /** The client exists and the captcha is ready (Captcha.ready): submit buttons stay disabled until then. */
  ready: boolean;
  /** A submit handler: runs the action with the captcha token, once at a time; a failure is mapped and shown. */
  submit(action: (client: IdentityClient, form: FormData, captchaToken: string | undefined) => Promise<void>, mapError: (error: unknown) => FormError): (event: FormEvent<HTMLFormElement>) => void;
}

export function useIdentityForm(context?: CaptchaContext, opts: { disabled?: boolean } = {}): IdentityForm {
  const client = useIdentityClient();
  const configState = useIdentityConfig(client);
  const config = configState.status === 'ready' ? configState.config : undefined;
  const captcha = useCaptcha(captchaConfigOf(configState), context);
  const [error, setError] = useState<FormError>();
  const [busy, setBusy] = useState(false);
  const ready = client !== undefined && captcha.ready;

  const submit: IdentityForm['submit'] = (action, mapError) => (event) => {
    event.preventDefault();
    if (!client || !ready || busy || opts.disabled) return;
    const form = new FormData(event.currentTarget);
    setBusy(true);
    setError(undefined);
    void (async () => {
      try {
        await action(client, form, await captcha.token());
      } catch (failure) {
        setError(mapError(failure));
        captcha.reset();
      } finally {
        setBusy(false);
      }
    })();
  };

  return { client, configState, config, captcha, error, busy, ready, submit };
}

/** A form field's value as text ('' when absent). */
export const formText = (form: FormData, name: string): string => {
  const value = form.get(name);
  return typeof value === 'string' ? value : '';
};
