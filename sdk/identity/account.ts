/**
 * The account calls beyond the profile (spec section 7): avatar, settings, segments, deletion, GDPR reports and
 * Subscribe with Google's account linking.
 * Each needs a signed-in reader; their answers are cached where the spec keeps them (settings, segments).
 */
import { V1, V2 } from './paths.ts';
import type { Deps } from './client.ts';
import type { DeletionRequest, GdprReportEntry, UserProfile, UserSegments, UserSettings } from './types.ts';

export function accountCalls({ http, store, once, session }: Deps) {
  const authed = <T>(name: string, run: (token: string) => Promise<T>) => once(name, async () => run(await session.accessToken()));
  const profileChanged = () => store.remove('profileExpiry');

  return {
    /** A JPEG of at most 3 MB, sent as the multipart field `avatar`; answers the profile, `picture` naming it. */
    updateUserAvatar: (avatar: Blob) =>
      authed('updateUserAvatar', async (token) => {
        const body = new FormData();
        body.append('avatar', avatar, 'avatar.jpg');
        const answer = (await http('PUT', `${V1}/avatar`, { token, body })) as UserProfile;
        profileChanged();
        return answer;
      }),

    deleteUserAvatar: () =>
      authed('deleteUserAvatar', async (token) => {
        const answer = (await http('DELETE', `${V1}/avatar`, { token })) as UserProfile;
        profileChanged();
        return answer;
      }),

    getUserSettings: () =>
      authed('getUserSettings', async (token) => {
        const settings = await http('GET', `${V1}/user/settings`, { token });
        store.set('userSettings', settings);
        return settings as UserSettings;
      }),

    getUserSegments: () =>
      authed('getUserSegments', async (token) => {
        const segments = await http('GET', `${V2}/identity/segmentation`, { token });
        store.set('userSegments', segments);
        return segments as UserSegments;
      }),

    /**
     * Asks for the account's deletion, a sensitive change: with `currentPassword` (or a sign-in from the last 10
     * minutes; else 403 400008). The answer is the pending request; the nonce that approves or declines it is mailed
     * to the account's address (the account page's link carries it as `delete_nonce`).
     */
    requestDeleteAccount: (opts: { currentPassword?: string } = {}) =>
      authed('requestDeleteAccount', async (token) =>
        (await http('DELETE', `${V1}/user/anonymize`, { token, body: opts.currentPassword ? { currentPassword: opts.currentPassword } : undefined })) as DeletionRequest),

    /** Approves the deletion with the nonce mailed to the account: the account is gone, so the session is cleared. */
    approveDeleteAccount: (nonce: string) =>
      authed('approveDeleteAccount', async (token) => {
        const answer = (await http('PUT', `${V1}/user/anonymize/approve/${encodeURIComponent(nonce)}`, { token, body: {} })) as DeletionRequest;
        session.clear();
        return answer;
      }),

    /** Declines the deletion with the nonce mailed to the account (spent: asking again mails a new one). */
    declineDeleteAccount: (nonce: string, reason: string) =>
      authed('declineDeleteAccount', async (token) => (await http('PUT', `${V1}/user/anonymize/decline/${encodeURIComponent(nonce)}`, { token, body: { reason } })) as DeletionRequest),

    /** The reader's GDPR reports: an array (anything else is thrown, spec section 5's success marker). */
    getGDPRReports: () =>
      authed('getGDPRReports', async (token) => {
        const reports = await http('GET', `${V1}/gdpr`, { token });
        if (!Array.isArray(reports)) throw reports;
        return reports as GdprReportEntry[];
      }),

    /** Asks for a new report of everything kept about the reader (the service's POST; the spec lists only reading). */
    requestGDPRReport: () => authed('requestGDPRReport', async (token) => (await http('POST', `${V1}/gdpr`, { token })) as GdprReportEntry),

    getGDPRReport: (id: string) =>
      authed('getGDPRReport', async (token) => (await http('GET', `${V1}/gdpr/${encodeURIComponent(id)}`, { token })) as GdprReportEntry & { data: unknown }),

    /** A one-time token (15 minutes) for Subscribe with Google to link its account to this reader with. */
    getSwgAccessToken: () => authed('getSwgAccessToken', async (token) => (await http('GET', `${V1}/swg/accesstoken`, { token })) as { accessToken: string }),

    /** Links the Subscribe with Google account `id`, presented with a token from getSwgAccessToken, to this reader. */
    relinkSwgAccount: (accessToken: string, id: string) =>
      authed('relinkSwgAccount', async (token) =>
        (await http('GET', `${V1}/swg/${encodeURIComponent(accessToken)}/relink/${encodeURIComponent(id)}`, { token })) as { uuid: string; swgId: string; linked: true }),
  };
}
