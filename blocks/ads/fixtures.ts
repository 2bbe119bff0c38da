// Page content for the ads block's stories and tests.
export const SITE = 'teaomarama';

export const storyPage = {
  _id: 'ADSSAMPLESTORY00000000000A',
  type: 'story',
  headlines: { basic: 'Kapa haka festival opens' },
  websites: { [SITE]: { website_url: '/2026/05/02/kapa-haka/', website_section: { _id: '/news', name: 'News' } } },
  taxonomy: { tags: [{ slug: 'kapa-haka', text: 'Kapa haka' }, { slug: 'festivals', text: 'Festivals' }] },
};
