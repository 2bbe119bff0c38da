// The stories every chain shows alike: story cards as children in each language, and what readers and editors see
// when the chain, or one of its children, has nothing to show. Spread a part into a story and keep the story's
// `name` and `tags` literal in its own file: Storybook indexes them from there.
import type { BlockSpec } from '../engine/testing/index.ts';
import { cards, emptyBox, storyTitles } from './fixtures.ts';

/** `count` story cards in English and in Māori. */
export const chainCards = (count: number): { en: BlockSpec[]; mi: BlockSpec[] } => ({
  en: cards(storyTitles.en.slice(0, count)),
  mi: cards(storyTitles.mi.slice(0, count)),
});

export const chainStory = {
  /** The Māori story: the same chain with Māori children. */
  maori: (children: BlockSpec[]) => ({ globals: { lang: 'mi' as const }, parameters: { pagebuilder: { children } } }),
  /** No children: the chain shows nothing to readers. */
  empty: { parameters: { pagebuilder: { children: [] } } },
  /** No children in admin mode: the engine's placeholder ("no blocks in this chain"). */
  adminEmpty: { globals: { mode: 'admin' as const }, parameters: { pagebuilder: { children: [] } } },
  /** Admin mode with a child that renders nothing: that child's own placeholder, inside the chain. */
  adminEmptyChild: (filled: BlockSpec[]) => ({ globals: { mode: 'admin' as const }, parameters: { pagebuilder: { children: [...filled, emptyBox()] } } }),
};
