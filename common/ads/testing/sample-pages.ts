// Sample page configs with ad blocks (section and article templates of the right-rail layout) and the site
// properties they need. tests/browser/ads.test.ts serves them; the same JSON goes into page-configs/.

const leaderboard = { type: 'ads', id: 'ad-top', customFields: { adType: '970x250|970x90|728x90|320x50', lazyLoad: false } };
const railCube = { type: 'ads', id: 'ad-rail', customFields: { adType: '300x250|300x600_rightrail', lazyLoad: false } };
const lazyCube = { type: 'ads', id: 'ad-lower', customFields: { adType: '300x250' } };

export const SAMPLE_SECTION_TEMPLATE = {
  title: 'section',
  layout: 'right-rail',
  meta: { pageType: 'section' },
  sections: {
    fullwidth1: [leaderboard],
    main: [{ type: 'headline', id: 'headline' }],
    rightTail: [railCube],
    fullwidth2: [lazyCube],
  },
};

export const SAMPLE_ARTICLE_TEMPLATE = {
  title: 'article',
  layout: 'right-rail',
  meta: { pageType: 'article' },
  sections: {
    fullwidth1: [leaderboard],
    main: [
      { type: 'headline', id: 'headline' },
      {
        type: 'article-body',
        id: 'body',
        customFields: { inlineAdParagraph: 3 },
        children: [{ type: 'ads', id: 'ad-inline', customFields: { adType: '300x250|300x600' } }],
      },
    ],
    rightTail: [railCube],
    fullwidth2: [lazyCube],
  },
};

/** Merged into page-configs/sites/teaomarama.json properties: a stand-in ad-service id; ad scripts stay off. */
export const SAMPLE_AD_SITE_PROPERTIES = { dfpId: '0000000' };
