// The editor's words in English and te reo Māori (phrases.json), and block labels in the UI's language.
import { createContext, useContext, useMemo } from 'react';
import phrases from './phrases.json';
import type { Label, Lang } from './state/types.ts';

export type PhraseKey = keyof typeof phrases.en;
export type Translate = (key: PhraseKey, vars?: Record<string, string | number>) => string;

/** A phrase with its `{name}` placeholders filled. */
export function phrase(lang: Lang, key: PhraseKey, vars: Record<string, string | number> = {}): string {
  const text: string = (phrases[lang] as Record<string, string>)[key] ?? phrases.en[key];
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in vars ? String(vars[name]) : whole));
}

/** A catalogue or field label in the language, else English, else the text as given. */
export const labelIn = (lang: Lang, label: Label | string | undefined, fallback = ''): string =>
  typeof label === 'string' ? label : (label?.[lang] ?? label?.en ?? fallback);

export const LangContext = createContext<Lang>('en');

export function useLang(): Lang {
  return useContext(LangContext);
}

export function useT(): Translate {
  const lang = useLang();
  return useMemo(() => (key: PhraseKey, vars?: Record<string, string | number>) => phrase(lang, key, vars), [lang]);
}
