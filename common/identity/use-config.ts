import { useEffect, useState } from 'react';
import type { IdentityClient, IdentityConfig } from '../../sdk/identity/index.ts';

export type ConfigState = { status: 'loading' } | { status: 'ready'; config: IdentityConfig } | { status: 'error' };

/** The identity config (captcha flags, password policy) once the client exists; read once per client. */
export function useIdentityConfig(client: IdentityClient | undefined): ConfigState {
  const [state, setState] = useState<ConfigState>({ status: 'loading' });
  useEffect(() => {
    if (!client) return;
    let live = true;
    client.getConfig().then(
      (config) => live && setState({ status: 'ready', config }),
      () => live && setState({ status: 'error' }),
    );
    return () => void (live = false);
  }, [client]);
  return state;
}

/** The config as useCaptcha takes it: undefined while it loads, null when it could not be read. */
export const captchaConfigOf = (state: ConfigState): IdentityConfig | null | undefined =>
  state.status === 'loading' ? undefined : state.status === 'ready' ? state.config : null;
