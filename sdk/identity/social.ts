/**
 * Social sign-in helpers (spec sections 6 and 7). A provider is usable only when the config names it (Google's
 * client id, Facebook's app id, Apple's team id with key id and token URL); otherwise the helper refuses with the
 * spec's text and nothing third-party is loaded. Their scripts load only from these fixed addresses.
 */
import { TEXTS, sdkErrors } from './errors.ts';
import type { IdentityConfig } from './types.ts';

export const SOCIAL_PROVIDERS = ['google', 'facebook', 'apple'] as const;
export type SocialProvider = (typeof SOCIAL_PROVIDERS)[number];

export const FACEBOOK_SDK_VERSION = 'v20.0';
export const PROVIDER_SCRIPTS = {
  google: 'https://accounts.google.com/gsi/client',
  facebook: 'https://connect.facebook.net/en_US/sdk.js',
} as const;

export type ScriptLoader = (src: string) => Promise<void>;

/** The first id of a comma-separated config value (spec section 3), or undefined when there is none. */
export const firstId = (value: unknown) => (typeof value === 'string' ? value.split(',')[0]?.trim() || undefined : undefined);

export function isSocialProvider(name: string): name is SocialProvider {
  return (SOCIAL_PROVIDERS as readonly string[]).includes(name);
}

/** Which providers a config enables: what decides whether a social button shows. */
export function configuredProviders(config: IdentityConfig): SocialProvider[] {
  const out: SocialProvider[] = [];
  if (firstId(config.googleClientId)) out.push('google');
  if (firstId(config.facebookAppId)) out.push('facebook');
  if (config.teamId && config.keyId && config.urlToReceiveAuthToken) out.push('apple');
  return out;
}

/** The provider's id from the config, or the spec's refusal when it is not configured. */
export function requireProvider(config: IdentityConfig, provider: string): string {
  if (provider === 'google') {
    const id = firstId(config.googleClientId);
    if (!id) throw sdkErrors.notConfigured(TEXTS.googleClientIdMissing);
    return id;
  }
  if (provider === 'facebook') {
    const id = firstId(config.facebookAppId);
    if (!id) throw sdkErrors.notConfigured(TEXTS.facebookAppIdMissing);
    return id;
  }
  if (provider === 'apple') {
    if (!(config.teamId && config.keyId && config.urlToReceiveAuthToken)) throw sdkErrors.notConfigured(TEXTS.appleNotConfigured);
    return String(config.teamId);
  }
  throw sdkErrors.notConfigured(TEXTS.unsupportedService);
}

/** Adds a script to the page once; outside a browser there is nothing to load into. */
export function domScriptLoader(): ScriptLoader {
  const loaded = new Map<string, Promise<void>>();
  return (src) => {
    const doc = (globalThis as { document?: Document }).document;
    if (!doc) return Promise.reject(new Error(`no document to load ${src} into`));
    let promise = loaded.get(src);
    if (!promise) {
      promise = new Promise<void>((resolve, reject) => {
        const script = doc.createElement('script');
        script.src = src;
        script.async = true;
        script.onload = () => resolve();
        script.onerror = () => {
          loaded.delete(src);
          reject(new Error(`could not load ${src}`));
        };
        doc.head.appendChild(script);
      });
      loaded.set(src, promise);
    }
    return promise;
  };
}
