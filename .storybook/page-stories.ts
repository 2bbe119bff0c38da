// Stories of blocks that show the page's content (an article's headline, byline, tags; a video's details; a
// section's header): the story sets that content, and opens in Māori or in admin mode when told. Spread it into a
// story and keep the story's `name` and `tags` literal in its own file: Storybook indexes them from there.
import type { PagebuilderGlobals } from '../engine/testing/index.ts';

/** A story of the page whose content is `globalContent`, opened with the toolbar globals `as` (none: the default reader). */
export function onPage(globalContent: unknown, as?: PagebuilderGlobals) {
  return { ...(as ? { globals: as } : {}), parameters: { pagebuilder: { globalContent } } };
}
