import { describe, expect, it } from 'vitest';
import phrases from './phrases.json';
import { phrase } from './i18n.tsx';

describe('the editor\'s phrase book', () => {
  it('has every phrase in English and in Māori, none empty, with the same placeholders in both', () => {
    expect(Object.keys(phrases.mi).sort()).toEqual(Object.keys(phrases.en).sort());
    const placeholders = (s: string) => [...s.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
    for (const [key, en] of Object.entries(phrases.en)) {
      const mi = (phrases.mi as Record<string, string>)[key]!;
      expect(en.trim(), key).not.toBe('');
      expect(mi.trim(), key).not.toBe('');
      expect(placeholders(mi), key).toEqual(placeholders(en));
    }
  });

  it('fills placeholders and leaves unknown ones visible', () => {
    expect(phrase('mi', 'saved', { id: 7 })).toBe('Kua tiakina te tauira (putanga 7).');
    expect(phrase('en', 'saved')).toBe('Draft saved (revision {id}).');
  });
});
