export const SITE = 'teaomarama';
export const storyOf = (lang: 'en' | 'mi') => ({
  _id: 'STORY1', type: 'story',
  headlines: { basic: lang === 'mi' ? 'Kua tuwhera te wharenui hou' : 'New wharenui opens its doors' },
  canonical_url: '/2026/05/02/new-wharenui-opens/',
  websites: { [SITE]: { website_url: '/2026/05/02/new-wharenui-opens/', website_section: { _id: '/news', name: 'News' } } },
  content_elements: [{ type: 'text', content: 'Body text the island must not ship.' }],
});
