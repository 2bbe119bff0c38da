import { defineFeature } from '../../engine/index.ts';
import UpNext from './component.tsx';
import { UP_NEXT_SOURCE, currentVideoOf, upNextQuery } from './up-next.ts';
import phrases from './phrases.json';

export default defineFeature({
  name: 'video-next',
  label: { en: 'Up Next', mi: 'E whai ake nei' },
  group: 'Media',
  description: "Older 'watch' videos than the page's one, 12 at a time as the reader scrolls; when the page's player finishes, the newest listed video opens.",
  phrases,
  // Interactive: loads more on scroll and follows the page's player. Its first page depends on the page's video,
  // planned once that is known (on a page without global content it is read at render time).
  island: { hydrate: 'load' },
  content: ({ site, globalContent }) => (globalContent ? [{ source: UP_NEXT_SOURCE, query: upNextQuery(currentVideoOf(globalContent), 0, site) }] : []),
  browserGlobalContent: currentVideoOf,
  component: UpNext,
});
