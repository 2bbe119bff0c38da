import { defineFeature, field, fields } from '../../engine/index.ts';
import AccountHeader from './component.tsx';
import { ACCOUNT_HEADER_DEFAULTS } from './view.ts';
import phrases from './phrases.json';

const path = (en: string, mi: string, fallback: string, description: string) =>
  field.text({ label: { en, mi }, description, default: fallback, pattern: '^/', hint: 'url' });

export const accountHeaderFields = fields({
  signUpURL: path('Sign up page', 'Whārangi rēhita', ACCOUNT_HEADER_DEFAULTS.signUpURL, 'Where Sign up goes'),
  loginURL: path('Log in page', 'Whārangi takiuru', ACCOUNT_HEADER_DEFAULTS.loginURL, 'Where Log in goes'),
  manageAccountURL: path('Account page', 'Whārangi pūkete', ACCOUNT_HEADER_DEFAULTS.manageAccountURL, 'Where Manage account goes'),
  logoutURL: path('After log out', 'I muri i te takiputa', ACCOUNT_HEADER_DEFAULTS.logoutURL, 'Where the reader lands after logging out'),
});

export default defineFeature({
  name: 'account-header',
  label: { en: 'Account Header', mi: 'Pane Pūkete' },
  group: 'Account',
  description: 'Sign up and Log in, or the signed-in reader\'s Account menu (Manage account, Log out).',
  fields: accountHeaderFields,
  phrases,
  // Who is signed in is known only in the browser (tokens in localStorage): the server sends the signed-out bar;
  // the island hydrates when idle for a reader with a stored session (the block's inline script flags it), else
  // only when the reader reaches for it (the mobile menu), so most readers download no script for it.
  island: { hydrate: 'interaction-or-flag' },
  component: AccountHeader,
});
