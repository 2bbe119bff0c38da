/** Sentences for one story: slot values drawn once per story, then filled in the story's language. */
import { CITIES, DAYS, FIRST_NAMES, LAST_NAMES, RIVERS, ROLES, ROOPU, SPORTS, TEAMS, TOPICS, TOWNS } from './catalogue.ts';
import * as en from './phrases-en.ts';
import * as mi from './phrases-mi.ts';
import { capitalise, fill, type Rng } from './prng.ts';
import type { Lang } from './types.ts';

export interface Phrasebook {
  headlines: Record<string, string[]>;
  subheadlines: string[];
  descriptions: string[];
  paragraphs: string[];
  quotes: string[];
  headers: string[];
  listItems: string[];
  subItems: string[];
  correction: string;
  clarification: string;
  table: { header: string[]; caption: string };
  readMore: string;
  factbox: string;
  captions: string[];
}

export const PHRASES: Record<Lang, Phrasebook> = {
  en: {
    headlines: en.HEADLINES_EN, subheadlines: en.SUBHEADLINES_EN, descriptions: en.DESCRIPTIONS_EN,
    paragraphs: en.PARAGRAPHS_EN, quotes: en.QUOTES_EN, headers: en.HEADERS_EN, listItems: en.LIST_ITEMS_EN,
    subItems: en.SUB_ITEMS_EN, correction: en.CORRECTION_EN, clarification: en.CLARIFICATION_EN,
    table: en.TABLE_EN, readMore: en.READ_MORE_EN, factbox: en.FACTBOX_EN, captions: en.CAPTIONS_EN,
  },
  mi: {
    headlines: mi.HEADLINES_MI, subheadlines: mi.SUBHEADLINES_MI, descriptions: mi.DESCRIPTIONS_MI,
    paragraphs: mi.PARAGRAPHS_MI, quotes: mi.QUOTES_MI, headers: mi.HEADERS_MI, listItems: mi.LIST_ITEMS_MI,
    subItems: mi.SUB_ITEMS_MI, correction: mi.CORRECTION_MI, clarification: mi.CLARIFICATION_MI,
    table: mi.TABLE_MI, readMore: mi.READ_MORE_MI, factbox: mi.FACTBOX_MI, captions: mi.CAPTIONS_MI,
  },
};

/** One story's slot values in the story's language, plus the English town for `location`. */
export interface Scene {
  lang: Lang;
  vars: Record<string, string | number>;
  town: string;
  r: Rng;
  book: Phrasebook;
}

export function makeScene(r: Rng, lang: Lang): Scene {
  const town = r.pick(TOWNS);
  const vars = {
    town: town[lang],
    topic: r.pick(TOPICS)[lang],
    river: r.pick(RIVERS)[lang],
    city: r.pick(CITIES)[lang],
    sport: r.pick(SPORTS)[lang],
    role: r.pick(ROLES)[lang],
    day: r.pick(DAYS)[lang],
    team: r.pick(TEAMS),
    roopu: r.pick(ROOPU),
    name: `${r.pick(FIRST_NAMES)} ${r.pick(LAST_NAMES)}`,
    n: r.pick([2, 3, 4, 5, 6, 8, 10, 12, 15, 20, 40, 60, 120, 300]),
  };
  return { lang, vars, town: town.en, r, book: PHRASES[lang] };
}

/** A template from a bank, filled and capitalised. */
export function say(scene: Scene, bank: readonly string[]): string {
  return capitalise(fill(scene.r.pick(bank), scene.vars));
}

export function headline(scene: Scene, section: string): string {
  return say(scene, scene.book.headlines[section] ?? scene.book.headlines['/news']);
}

/** n distinct body paragraphs. */
export function paragraphs(scene: Scene, n: number): string[] {
  return scene.r.sample(scene.book.paragraphs, n).map((t) => capitalise(fill(t, scene.vars)));
}
