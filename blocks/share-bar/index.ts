import { defineFeature, field, fields } from '../../engine/index.ts';
import ShareBar from './component.tsx';
import { islandContent } from './share.ts';
import phrases from './phrases.json';

export const shareBarFields = fields({
  showShareBar: field.boolean({ label: { en: 'Show share bar', mi: 'Whakaatu te pae tohatoha' }, default: true }),
});

export default defineFeature({
  name: 'share-bar',
  label: { en: 'Share Bar', mi: 'Pae Tohatoha' },
  group: 'Article',
  description: 'Sticky vertical share links (Facebook, Twitter, Pinterest, LinkedIn, Reddit, email) and a copy-link button; hidden below the extra-large breakpoint.',
  fields: shareBarFields,
  phrases,
  // Links work without JS; the island adds popup windows and the copy button.
  island: { hydrate: 'visible' },
  browserGlobalContent: islandContent,
  component: ShareBar,
});
