import { defineFeature, field, fields } from '../../engine/index.ts';
import NavigationHeader from './component.tsx';
import { DEFAULT_HEADER_HIERARCHY, DEFAULT_SECTIONS_HIERARCHY, hierarchyQuery, MENU_SOURCE } from '../../common/navigation/menu.ts';
import { TERM_PLACEHOLDER } from '../../common/search/search.ts';
import { showsHorizontalLinks, LOGO_ALIGNMENTS } from './layout.ts';
import phrases from './phrases.json';

export const navigationHeaderFields = fields({
  logoAlignment: field.select(LOGO_ALIGNMENTS, {
    label: { en: 'Logo alignment', mi: 'Tīaroaro waitohu' },
    description: 'Horizontal links render only with the logo on the left or right',
    default: 'left',
  }),
  showHorizontalLinks: field.boolean({ label: { en: 'Show horizontal links', mi: 'Whakaatu hononga whakapae' }, default: true }),
  horizontalLinksHierarchy: field.text({
    label: { en: 'Horizontal links hierarchy', mi: 'Hanganga hononga whakapae' },
    description: 'Site-service navigation hierarchy of the links in the bar',
    minLength: 1,
    default: DEFAULT_HEADER_HIERARCHY,
  }),
  sectionsHierarchy: field.text({
    label: { en: 'Sections menu hierarchy', mi: 'Hanganga tahua wāhanga' },
    description: 'Site-service navigation hierarchy of the overlay (hamburger) menu',
    minLength: 1,
    default: DEFAULT_SECTIONS_HIERARCHY,
  }),
  showSearch: field.boolean({ label: { en: 'Show search', mi: 'Whakaatu rapu' }, default: true }),
  customSearchAction: field.optional(field.text({
    label: { en: 'Custom search action', mi: 'Mahi rapu ritenga' },
    description: `Address searches go to instead of /search/{term}; ${TERM_PLACEHOLDER} is replaced by the URI-encoded term, e.g. /kimi?q=${TERM_PLACEHOLDER}`,
    pattern: '\\{term\\}',
    hint: 'url',
  })),
  showShare: field.boolean({ label: { en: 'Show share button', mi: 'Whakaatu pātene tiri' }, default: true }),
  showLanguageSwitch: field.boolean({ label: { en: 'Show language switch', mi: 'Whakaatu whakawhiti reo' }, default: true }),
  ariaLabel: field.optional(field.text({ label: { en: 'Aria label', mi: 'Tapanga aria' }, description: 'Names the navigation landmark for screen readers' })),
});

export default defineFeature({
  name: 'navigation-header',
  label: { en: 'Navigation Header', mi: 'Pane Whakatere' },
  group: 'Navigation',
  description: 'Sticky header: language switch, logo, horizontal links, sections menu, search and share.',
  fields: navigationHeaderFields,
  phrases,
  // Both hierarchies are fetched with the page; only what the component reads ships in the island payload.
  content: ({ customFields }) => [
    ...(showsHorizontalLinks(customFields) ? [{ source: MENU_SOURCE, query: hierarchyQuery(customFields.horizontalLinksHierarchy ?? DEFAULT_HEADER_HIERARCHY) }] : []),
    { source: MENU_SOURCE, query: hierarchyQuery(customFields.sectionsHierarchy ?? DEFAULT_SECTIONS_HIERARCHY) },
  ],
  // Its JS serves the reader's acts (menu, search, share, language) and the scroll rules (shadow, logo): it
  // hydrates on the first of either. Until then the server's markup is right: not scrolled, the logo as CSS says
  // (narrow screens, or no masthead logo on the page: styles.css).
  island: { hydrate: 'interaction-or-scroll' },
  component: NavigationHeader,
});
