import { defineFeature } from '../../engine/index.ts';
import { socialImageContent } from '../../common/metadata/index.ts';
import { structuredDataContent } from '../../common/metadata/structured-data.ts';
import PageMetadata from './component.tsx';

export default defineFeature({
  name: 'page-metadata',
  label: { en: 'Page Metadata', mi: 'Raraunga Whārangi' },
  group: 'Page',
  description:
    'Head tags of the page: title, description, canonical address, robots, Open Graph and Twitter cards, by page type '
    + '(the page config meta.pageType or the resolver name), and the structured data (JSON-LD, the one thing it writes in the body).',
  // The social image's token, planned once the global content is known (head tags must not suspend).
  // The structured data's section tree too, for a sub-section's breadcrumb (the query the navigation header plans).
  content: ({ globalContent }) => [...socialImageContent(globalContent), ...structuredDataContent(globalContent)],
  component: PageMetadata,
});
