import { defineFeature } from '../../engine/index.ts';
import VideoDescription from './component.tsx';
import phrases from './phrases.json';

export default defineFeature({
  name: 'video-description',
  label: { en: 'Video Details', mi: 'Ngā Taipitopito Ataata' },
  group: 'Media',
  description: "The video's headline, date, subheadline and its related articles (related_content.basic).",
  phrases,
  component: VideoDescription,
});
