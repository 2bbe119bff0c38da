import { defineFeature, field, fields } from '../../engine/index.ts';
import { withFormPhrases } from '../../common/identity/kit.ts';
import ResetPassword from './component.tsx';
import phrases from './phrases.json';
import { captchaPolicyOrigins } from '../../common/identity/captcha-policy.ts';

export const resetPasswordFields = fields({
  successURL: field.text({
    label: { en: 'After resetting', mi: 'Whai muri i te tautuhi anō' },
    description: 'Where the button of the submitted screen goes; reset_password=true is appended',
    default: '/account/login/',
    hint: 'url',
  }),
});

export default defineFeature({
  name: 'reset-password',
  label: { en: 'Reset Password', mi: 'Tautuhi Kupuhipa Anō' },
  group: 'Account',
  description: 'Reads the emailed nonce, asks for a new password by the service\'s policy, then shows a submitted screen. In the editor\'s preview it renders but never submits.',
  fields: resetPasswordFields,
  phrases: withFormPhrases(phrases),
  island: { hydrate: 'load' },
  // Google's captcha frames join the page's policy only on a site that uses reCAPTCHA.
  policyOrigins: captchaPolicyOrigins,
  component: ResetPassword,
});
