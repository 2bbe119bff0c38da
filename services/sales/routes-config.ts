/** GET /config (spec section 3): the site's checkout captcha settings, never cached (the spec's "no cache"). */
import type { Router } from 'express';
import { siteConfig } from './config.ts';
import type { SalesContext } from './context.ts';

export function configRoutes(router: Router, ctx: SalesContext): void {
  router.get('/public/v1/config', (req, res) => {
    const config = siteConfig(ctx.config, req.query._website ?? req.query.site);
    res.json({
      checkoutRecaptchaEnabled: config.checkoutRecaptchaEnabled,
      ...(config.recaptchaSiteKey ? { recaptchaSiteKey: config.recaptchaSiteKey, recaptchaScore: config.recaptchaScore ?? -1 } : {}),
    });
  });
}
