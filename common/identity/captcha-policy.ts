// What Google's reCAPTCHA needs of a page's Content-Security-Policy beyond its script (the policy's strict-dynamic
// already lets the captcha section's nonced code load it): its challenge frames. Only a site whose identity service
// uses reCAPTCHA (RECAPTCHA_SECRET) says so, with the site property `identityRecaptcha: true`; by default no page
// allows Google's frames, and the self-hosted proof of work needs nothing.
import type { PolicyOrigins } from '../../engine/index.ts';

const RECAPTCHA_ORIGINS: PolicyOrigins = {
  'frame-src': ['https://www.google.com', 'https://recaptcha.google.com'],
  'connect-src': ['https://www.google.com'],
};

export function captchaPolicyOrigins(siteProperties: Record<string, unknown>): PolicyOrigins | undefined {
  return siteProperties.identityRecaptcha === true ? RECAPTCHA_ORIGINS : undefined;
}
