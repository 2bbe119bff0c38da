import { field } from '../../engine/index.ts';
import { ACCOUNT_DEFAULTS } from './sign-in-redirect.ts';

/**
 * The field every account page has: where a signed-out reader is sent (signInRedirect adds this page as the
 * `redirect` parameter, so signing in brings them back). Its own module: the block definitions need it, the
 * components' browser chunks do not.
 */
export const signInRedirectField = (description = 'Where a reader who is not signed in is sent (the page returns them here after signing in)') =>
  field.text({
    label: { en: 'Redirect URL', mi: 'Wāhitau tuku anō' },
    description,
    default: ACCOUNT_DEFAULTS.redirectURL,
    pattern: '^/',
    hint: 'url',
  });
