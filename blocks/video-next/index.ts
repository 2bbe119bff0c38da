import { defineFeature } from '../../engine/index.ts';
import UpNext from './component.tsx';
import { currentVideoOf } from './up-next.ts';
import phrases from './phrases.json';

export default defineFeature({
  name: 'video-next',
  label: { en: 'Up Next', mi: 'E whai ake nei' },
  description: "Older 'watch' videos than the page's one, 12 at a time as the reader scrolls; when the page's player finishes, the newest listed video opens.",
  phrases,
  // Interactive: loads more on scroll and follows the page's player. Its query depends on the page's video, so
  // it is read (and shipped) at render time rather than declared.
  island: { hydrate: 'load' },
  browserGlobalContent: currentVideoOf,
  component: UpNext,
});
