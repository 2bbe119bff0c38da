import { defineFeature } from '../../engine/index.ts';
import { socialImageContent } from '../../common/metadata/index.ts';
import PageMetadata from './component.tsx';

export default defineFeature({
  name: 'page-metadata',
  label: { en: 'Page Metadata', mi: 'Raraunga Whārangi' },
  description:
    'Head tags of the page: title, description, canonical address, robots, Open Graph and Twitter cards, by page type '
    + '(the page config meta.pageType or the resolver name). Renders nothing in the body.',
  // The social image's token, planned once the global content is known (head tags must not suspend).
  content: ({ globalContent }) => socialImageContent(globalContent),
  component: PageMetadata,
});
