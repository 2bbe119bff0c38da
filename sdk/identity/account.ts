/**
 * The account calls beyond the profile (spec section 7): avatar, settings, segments, deletion and GDPR reports.
 * Each needs a signed-in reader; their answers are cached where the spec keeps them (settings, segments).
 */
import { V1, V2 } from './paths.ts';
import type { Deps } from './client.ts';

export function accountCalls({ http, store, once, session }: Deps) {
  const authed = <T>(name: string, run: (token: string) => Promise<T>) => once(name, async () => run(await session.accessToken()));
  const profileChanged = () => store.remove('profileExpiry');

  return {
    /** A JPEG of at most 3 MB, sent as the multipart field `avatar`. */
    updateUserAvatar: (avatar: Blob) =>
      authed('updateUserAvatar', async (token) => {
        const body = new FormData();
        body.append('avatar', avatar, 'avatar.jpg');
        const answer = await http('PUT', `${V1}/avatar`, { token, body });
        profileChanged();
        return answer;
      }),

    deleteUserAvatar: () =>
      authed('deleteUserAvatar', async (token) => {
        const answer = await http('DELETE', `${V1}/avatar`, { token });
        profileChanged();
        return answer;
      }),

    getUserSettings: () =>
      authed('getUserSettings', async (token) => {
        const settings = await http('GET', `${V1}/user/settings`, { token });
        store.set('userSettings', settings);
        return settings as { disqus?: { ssoKey?: string }; [name: string]: unknown };
      }),

    getUserSegments: () =>
      authed('getUserSegments', async (token) => {
        const segments = await http('GET', `${V2}/identity/segmentation`, { token });
        store.set('userSegments', segments);
        return segments;
      }),

    /** Asks for the account's deletion (the API answers with the request to approve or decline). */
    requestDeleteAccount: () => authed('requestDeleteAccount', (token) => http('DELETE', `${V1}/user/anonymize`, { token })),

    /** Approves a deletion request: the account is gone, so the session is cleared. */
    approveDeleteAccount: (id: string) =>
      authed('approveDeleteAccount', async (token) => {
        const answer = await http('PUT', `${V1}/user/anonymize/approve/${encodeURIComponent(id)}`, { token, body: {} });
        session.clear();
        return answer;
      }),

    declineDeleteAccount: (id: string, reason: string) =>
      authed('declineDeleteAccount', (token) => http('PUT', `${V1}/user/anonymize/decline/${encodeURIComponent(id)}`, { token, body: { reason } })),

    /** The reader's GDPR reports: an array (anything else is thrown, spec section 5's success marker). */
    getGDPRReports: () =>
      authed('getGDPRReports', async (token) => {
        const reports = await http('GET', `${V1}/gdpr`, { token });
        if (!Array.isArray(reports)) throw reports;
        return reports as unknown[];
      }),

    getGDPRReport: (id: string) => authed('getGDPRReport', (token) => http('GET', `${V1}/gdpr/${encodeURIComponent(id)}`, { token })),
  };
}
