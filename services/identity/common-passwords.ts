/**
 * The check against common and breached passwords (ASVS 6.2.4, 6.2.12 offline): the 49,233 most common passwords of
 * the public leaks (RockYou, Xato's ten million and others), most frequent first, as zxcvbn-ts ships them
 * (@zxcvbn-ts/language-common, pinned in package.json). Offline, so no reader's password, nor a hash prefix of it,
 * leaves the service. The list is lower-case: a password is common whatever its letters' case ("Password1" is
 * "password1" with a shift key), compared after NFKC so look-alike code points do not slip past.
 */
import { dictionary } from '@zxcvbn-ts/language-common';

let common: Set<string> | undefined;

export function isCommonPassword(password: string): boolean {
  // Built at the first check, not at import: the service starts without paying for it when no one signs up.
  common ??= new Set(dictionary['passwords-common']);
  return common.has(password.normalize('NFKC').toLowerCase());
}
