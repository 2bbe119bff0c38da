import type { Lang } from '../../engine/index.ts';

/** Each language is named in itself, so a reader finds their own whatever the page's language. */
export const LANGUAGES: ReadonlyArray<{ lang: Lang; label: string }> = [
  { lang: 'en', label: 'English' },
  { lang: 'mi', label: 'Māori' },
];

