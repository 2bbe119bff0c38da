import { describe, expect, it } from 'vitest';
import { renderBlock } from '../../engine/testing/index.ts';
import redeemSubscription from './index.ts';
import { fromAddress, MAX_CODE_LENGTH, redeem, withoutCode } from './redeem.ts';

describe('what the redeem page redeems', () => {
  it('?token= is a share code, ?gift= a gift code, ?nonce= an enterprise nonce', () => {
    expect(fromAddress('/account/redeem/', '?token=abc')).toEqual({ kind: 'share', code: 'abc' });
    expect(fromAddress('/account/redeem/', '?gift=g1')).toEqual({ kind: 'gift', code: 'g1' });
    expect(fromAddress('/account/redeem/', '?nonce=n1')).toEqual({ kind: 'enterprise', code: 'n1' });
  });

  it('the links the sales service mails: the share path\'s token is a share, the gift path\'s token a gift', () => {
    expect(fromAddress('/account/subscriptions/redeem/', '?token=s1')).toEqual({ kind: 'share', code: 's1' });
    expect(fromAddress('/account/gift/redeem/', '?token=g1')).toEqual({ kind: 'gift', code: 'g1' });
  });

  it('no code, a blank one or an absurdly long one: nothing is redeemed, the form shows', () => {
    expect(fromAddress('/account/redeem/', '')).toBeUndefined();
    expect(fromAddress('/account/redeem/', '?token=%20')).toBeUndefined();
    expect(fromAddress('/account/redeem/', `?token=${'x'.repeat(MAX_CODE_LENGTH + 1)}`)).toBeUndefined();
  });

  it('after redemption the code leaves the address, other parameters stay', () => {
    expect(withoutCode('https://news.example/account/redeem/?token=abc&lang=mi#top')).toBe('/account/redeem/?lang=mi#top');
    expect(withoutCode('https://news.example/account/redeem/?nonce=n&gift=g')).toBe('/account/redeem/');
  });

  it('each kind goes to its own call', async () => {
    const calls: string[] = [];
    const client = {
      redeemSubscription: async (c: string) => (calls.push(`share:${c}`), { subscriptionID: 1 }),
      redeemGift: async (c: string) => (calls.push(`gift:${c}`), { subscriptionID: 2 }),
      redeemEnterprise: async (c: string) => (calls.push(`enterprise:${c}`), { subscriptionID: 3 }),
    };
    expect(await redeem(client, { kind: 'share', code: 'a' })).toEqual({ subscriptionID: 1 });
    expect(await redeem(client, { kind: 'gift', code: 'b' })).toEqual({ subscriptionID: 2 });
    expect(await redeem(client, { kind: 'enterprise', code: 'c' })).toEqual({ subscriptionID: 3 });
    expect(calls).toEqual(['share:a', 'gift:b', 'enterprise:c']);
  });

  it('every phrase exists in English and Māori', () => {
    const book = redeemSubscription.phrases as Record<string, Record<string, string>>;
    expect(Object.keys(book.mi!).sort()).toEqual(Object.keys(book.en!).sort());
  });
});

describe('redeem block', () => {
  it('readers get the signed-in check from the server, no form yet', () => {
    const html = renderBlock(redeemSubscription, {});
    expect(html).toContain('data-state="loading"');
    expect(html).not.toContain('<form');
  });

  it('the editor preview shows the form with its three kinds, its button disabled, in either language', () => {
    const en = renderBlock(redeemSubscription, { isAdmin: true });
    expect(en).toContain('A shared subscription');
    expect(en).toContain('A gift');
    expect(en).toContain('Organisation access');
    expect(en).toMatch(/disabled="">Redeem<\/button>/);
    const mi = renderBlock(redeemSubscription, { isAdmin: true, lang: 'mi' });
    expect(mi).toContain('Whakahoki i tētahi ohaurunga');
  });
});
