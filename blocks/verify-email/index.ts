import { defineFeature, field, fields } from '../../engine/index.ts';
import { withFormPhrases } from '../../common/identity/kit.ts';
import VerifyEmail from './component.tsx';
import phrases from './phrases.json';

export const verifyEmailFields = fields({
  loginURL: field.text({ label: { en: 'Log-in page', mi: 'Whārangi takiuru' }, default: '/account/login/', hint: 'url' }),
  accountURL: field.text({ label: { en: 'Account page', mi: 'Whārangi pūkete' }, default: '/account/', hint: 'url' }),
});

export default defineFeature({
  name: 'verify-email',
  label: { en: 'Verify Email', mi: 'Manatoko Īmēra' },
  group: 'Account',
  description: 'With the emailed nonce in the address, confirms the reader\'s email address (with change_nonce, the new address of an email change); otherwise asks for an address and mails a new verification link.',
  fields: verifyEmailFields,
  phrases: withFormPhrases(phrases),
  island: { hydrate: 'load' },
  component: VerifyEmail,
});
