/**
 * Navigation hierarchies for stories and tests, shaped like services/sample-content/navigation.ts: a root node
 * whose children are section nodes (name, _id) and link nodes (display_name, url), sub-sections nested.
 */
import type { ContentFixture } from '../../engine/testing/index.ts';
import { hierarchyQuery, MENU_SOURCE, type NavNode } from './menu.ts';

const section = (id: string, name: string, maori: string, children: NavNode[] = []): NavNode =>
  ({ _id: id, node_type: 'section', name, url: `${id}/`, nav_title: name, maori_title: maori, children } as NavNode);
const link = (name: string, maori: string, url: string, children: NavNode[] = []): NavNode =>
  ({ _id: `link-${url.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '') || 'home'}`, node_type: 'link', display_name: name, maori_title: maori, url, children } as NavNode);
const root = (children: NavNode[]): NavNode => ({ _id: '/', node_type: 'section', name: 'Te Ao Mārama', url: '/', children });

const watch = link('Watch', 'Mātakitaki', '/video/');

export const HIERARCHY_FIXTURES: Record<string, NavNode> = {
  MainMenu: root([
    section('/news', 'News', 'Ngā Kōrero'),
    section('/politics', 'Politics', 'Tōrangapū'),
    section('/te-ao-maori', 'Te Ao Māori', 'Te Ao Māori'),
    section('/sport', 'Sport', 'Hākinakina'),
    watch,
  ]),
  MobileMenu: root([
    section('/news', 'News', 'Ngā Kōrero', [link('Housing', 'Housing', '/tags/housing/'), link('Health', 'Health', '/tags/health/')]),
    section('/politics', 'Politics', 'Tōrangapū', [link('Elections', 'Elections', '/tags/elections/')]),
    section('/sport', 'Sport', 'Hākinakina', [link('Rugby', 'Rugby', '/tags/rugby/'), link('Netball', 'Netball', '/tags/netball/')]),
    watch,
    link('About us and contact', 'Mō mātou, whakapā mai', '/about/', [link('About us', 'Mō mātou', '/about/'), link('Contact', 'Whakapā mai', '/contact/')]),
  ]),
  Footer: root([
    section('/news', 'News', 'Ngā Kōrero'),
    section('/politics', 'Politics', 'Tōrangapū'),
    section('/sport', 'Sport', 'Hākinakina'),
    section('/environment', 'Environment', 'Taiao'),
  ]),
  FooterAbout: root([
    link('About us', 'Mō mātou', '/about/'),
    link('Contact', 'Whakapā mai', '/contact/'),
    link('Careers', 'Ngā tūranga mahi', '/careers/'),
  ]),
  FooterPrivacyTerms: root([
    link('Privacy', 'Tūmataiti', '/privacy/'),
    link('Terms of use', 'Ngā ture whakamahi', '/terms/'),
  ]),
};

/** Content fixtures for the named hierarchies (a name with no fixture tree stands for a failed load). */
export function hierarchyFixtures(...names: string[]): ContentFixture[] {
  return names.map((name) => {
    const tree = HIERARCHY_FIXTURES[name];
    return tree
      ? { source: MENU_SOURCE, query: hierarchyQuery(name), value: tree }
      : { source: MENU_SOURCE, query: hierarchyQuery(name), error: `no hierarchy ${name}` };
  });
}
