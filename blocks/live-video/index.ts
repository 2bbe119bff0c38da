import { defineFeature, field, fields } from '../../engine/index.ts';
import LiveVideo from './component.tsx';
import { DEFAULT_LIVE_MESSAGE, LIVE_QUERY, LIVE_SOURCE } from './live.ts';
import phrases from './phrases.json';

export const liveVideoFields = fields({
  message: field.text({ label: { en: 'Message', mi: 'Karere' }, default: DEFAULT_LIVE_MESSAGE }),
});

export default defineFeature({
  name: 'live-video',
  label: { en: 'Live Video', mi: 'Ataata Ora' },
  group: 'Media',
  description: 'A banner linking to the live stream while one is on; readers can close it.',
  fields: liveVideoFields,
  phrases,
  content: () => [{ source: LIVE_SOURCE, query: LIVE_QUERY }],
  // Interactive: the close button.
  island: { hydrate: 'load' },
  component: LiveVideo,
});
