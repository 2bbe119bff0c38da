/** The sales config GET /config publishes (spec section 3), one per site, with the environment's defaults. */

export interface SalesSiteConfig {
  checkoutRecaptchaEnabled: boolean;
  /** With reCAPTCHA: the key the checkout loads it with, and -1 (checkbox, v2) or the least v3 score. */
  recaptchaSiteKey?: string;
  recaptchaScore?: number;
}

export interface SalesConfig {
  /** Every site's config unless `sites` names it. */
  defaults: SalesSiteConfig;
  /** Per site (the site parameter, e.g. `?_website=te-rito`): what differs from the defaults. */
  sites: Record<string, Partial<SalesSiteConfig>>;
  /** The site's public origin: 3-D Secure return addresses must be on it, and the cookie is Secure when it is https. */
  publicOrigin: string;
}

const flag = (value: string | undefined) => value !== undefined && /^(1|true|on|yes)$/i.test(value.trim());

/**
 * SALES_CHECKOUT_CAPTCHA turns the checkout captcha on for every site; SALES_CHECKOUT_CAPTCHA_SITES (comma-separated
 * site ids) for those sites only.
 */
export function salesConfigFromEnv(env: NodeJS.ProcessEnv = process.env): Pick<SalesConfig, 'defaults' | 'sites'> {
  const sites: SalesConfig['sites'] = {};
  for (const site of (env.SALES_CHECKOUT_CAPTCHA_SITES ?? '').split(',').map((s) => s.trim()).filter(Boolean)) sites[site] = { checkoutRecaptchaEnabled: true };
  return { defaults: { checkoutRecaptchaEnabled: flag(env.SALES_CHECKOUT_CAPTCHA) }, sites };
}

/** The config of the site a request names (`_website` or `site` in the query), else the defaults. */
export function siteConfig(config: SalesConfig, site: unknown): SalesSiteConfig {
  const own = typeof site === 'string' && Object.hasOwn(config.sites, site) ? config.sites[site] : undefined;
  return { ...config.defaults, ...own };
}
