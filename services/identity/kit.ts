// What the identity core takes from its adapters, in one import: the environment's choice of mail, captcha and
// rate limits (adapters.ts) and the mails' texts. The core's own modules import this, never the tests alone.
export { identityAdapters, type AdapterOptions, type CaptchaClient, type IdentityAdapters } from './adapters.ts';
export { DEFAULT_LINK_MINUTES, MAIL_PHRASES, type MailKind, type MailLang } from './mail-phrases.ts';
export { mailLang, renderMail, type MailContent } from './mail-render.ts';
export { RATE_LIMIT_BUDGETS } from './rate-limit.ts';
