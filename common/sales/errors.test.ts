import { describe, expect, it } from 'vitest';
import { challengeError, salesError } from './errors.ts';
import phrases from './phrases.json';
import identityPhrases from '../identity/phrases.json';

describe('sales form errors', () => {
  it('a declined card and insufficient funds each have their own message, in the alert above the form', () => {
    expect(salesError({ code: '140001' })).toEqual({ key: 'error-card-declined', at: 'form' });
    expect(salesError({ code: 140002 })).toEqual({ key: 'error-insufficient-funds', at: 'form' });
  });

  it('a missing or refused captcha token shows at the captcha', () => {
    expect(salesError({ code: '130001' })).toEqual({ key: 'error-captcha-invalid', at: 'captcha' });
  });

  it('after a 3-D Secure challenge, the decline is told as the failed challenge; other failures keep their message', () => {
    expect(challengeError({ code: '140001' }).key).toBe('error-challenge-failed');
    expect(challengeError({ code: '140002' }).key).toBe('error-insufficient-funds');
  });

  it('anything unknown is the generic message, never the raw error', () => {
    expect(salesError(new Error('socket hang up'))).toEqual({ key: 'error-something-went-wrong', at: 'form' });
  });

  it('every message a code can map to exists in English and Māori', () => {
    const keys = ['140001', '140002', '140003', '140004', '140005', '140007', '140008', '130001', 'x'].map((code) => salesError({ code }).key);
    for (const lang of ['en', 'mi'] as const) {
      const book: Record<string, string> = { ...identityPhrases[lang], ...phrases[lang] };
      for (const key of [...keys, 'error-challenge-failed']) expect(book[key], `${lang} ${key}`).toBeTruthy();
    }
  });
});
