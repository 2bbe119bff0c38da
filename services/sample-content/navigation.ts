/** Site-service section documents and the five navigation hierarchies, for every site. */
import { SECTIONS, SITES, TAGS, type SectionDef } from './catalogue.ts';
import type { AnsDocument, NavNode, NavigationEntry } from './types.ts';

export const HIERARCHIES = ['MainMenu', 'MobileMenu', 'Footer', 'FooterAbout', 'FooterPrivacyTerms'] as const;

/** The summary of a section that stories carry in taxonomy.sections / primary_section. */
export function sectionRef(site: string, s: SectionDef): Record<string, unknown> {
  return {
    _id: s.id,
    type: 'section',
    _website: site,
    name: s.name,
    path: s.id,
    nav_title: s.name,
    maori_title: s.maori,
    navigation: { nav_title: s.name, maori_title: s.maori },
    parent: { default: '/' },
  };
}

export function sectionDocs(): AnsDocument[] {
  return Object.keys(SITES).flatMap((site) =>
    SECTIONS.map((s) => ({
      ...sectionRef(site, s),
      _id: s.id,
      type: 'section',
      ancestors: { default: ['/'] },
      site: {
        site_title: `${s.name} – ${SITES[site]}`,
        site_about: s.about.en,
        maori_section_about: s.about.mi,
        site_description: s.about.en,
      },
      inactive: false,
    })),
  );
}

function sectionNode(s: SectionDef, children: NavNode[] = []): NavNode {
  return { _id: s.id, node_type: 'section', name: s.name, url: `${s.id}/`, nav_title: s.name, maori_title: s.maori, children };
}

function link(name: string, maori: string, url: string, children: NavNode[] = []): NavNode {
  const slug = url.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '') || 'home';
  return { _id: `link-${slug}`, node_type: 'link', display_name: name, maori_title: maori, url, children };
}

function root(site: string, children: NavNode[]): NavNode {
  return { _id: '/', node_type: 'section', name: SITES[site], url: '/', children };
}

export function navigation(): NavigationEntry[] {
  const watch = link('Watch', 'Mātakitaki', '/video/');
  const main = (site: string) => root(site, [...SECTIONS.map((s) => sectionNode(s)), watch]);
  // The hamburger menu nests each section's tag pages under it (sub-sections).
  const mobile = (site: string) =>
    root(site, [
      ...SECTIONS.map((s) => sectionNode(s, s.tags.map((t) => link(TAGS[t], TAGS[t], `/tags/${t}/`)))),
      watch,
      link('About us and contact', 'Mō mātou, whakapā mai', '/about/', [link('About us', 'Mō mātou', '/about/'), link('Contact', 'Whakapā mai', '/contact/')]),
    ]);
  const footer = (site: string) => root(site, SECTIONS.map((s) => sectionNode(s)));
  const about = (site: string) =>
    root(site, [
      link('About us', 'Mō mātou', '/about/'),
      link('Contact', 'Whakapā mai', '/contact/'),
      link('Careers', 'Ngā tūranga mahi', '/careers/'),
      link('Complaints', 'Ngā amuamu', '/complaints/'),
    ]);
  const legal = (site: string) =>
    root(site, [
      link('Privacy', 'Tūmataiti', '/privacy/'),
      link('Terms of use', 'Ngā ture whakamahi', '/terms/'),
      link('Cookies', 'Ngā pihikete', '/cookies/'),
    ]);
  const build = { MainMenu: main, MobileMenu: mobile, Footer: footer, FooterAbout: about, FooterPrivacyTerms: legal };
  return Object.keys(SITES).flatMap((site) => HIERARCHIES.map((hierarchy) => ({ site, hierarchy, tree: build[hierarchy](site) })));
}
