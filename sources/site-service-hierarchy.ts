/**
 * A navigation hierarchy (spec 7 "site-service-hierarchy: query hierarchy ... or site and hierarchy";
 * header MainMenu, hamburger MobileMenu, footer Footer / FooterAbout / FooterPrivacyTerms).
 */
import { Type } from '@sinclair/typebox';
import { defineSource } from '../engine/source.ts';
import { SiteParam, siteOf } from '../common/content/query.ts';

export default defineSource({
  name: 'site-service-hierarchy',
  params: Type.Object({
    hierarchy: Type.String({ default: 'MainMenu', minLength: 1, description: 'e.g. MainMenu, MobileMenu, Footer' }),
    sectionId: Type.Optional(Type.String({ description: 'Start at this section node, e.g. /news' })),
    site: SiteParam,
  }),
  ttl: 300,
  resolve(query, ctx) {
    const site = encodeURIComponent(siteOf(query, ctx));
    const section = query.sectionId ? `&_id=${encodeURIComponent(query.sectionId)}` : '';
    return `/site/v3/navigation/${site}?hierarchy=${encodeURIComponent(query.hierarchy)}${section}`;
  },
});
