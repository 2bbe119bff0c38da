import { defineFeature } from '../../engine/index.ts';
import LatestVideos from './component.tsx';
import { LATEST_SOURCE, latestQuery } from './latest.ts';
import phrases from './phrases.json';

export default defineFeature({
  name: 'video-home-block',
  label: { en: 'Latest Videos', mi: 'Ataata Hou' },
  group: 'Media',
  description: "The newest 'watch' videos: a player and a list of up to 4; choosing one plays it. Links to More Videos.",
  phrases,
  content: ({ site }) => [{ source: LATEST_SOURCE, query: latestQuery(site) }],
  // Interactive: the list switches the player.
  island: { hydrate: 'visible' },
  component: LatestVideos,
});
