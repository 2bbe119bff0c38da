import { Type, type Static } from '@sinclair/typebox';

/** One block in a stored page tree. Chains have children; features do not. */
export interface BlockNode {
  type: string;
  id?: string;
  customFields?: Record<string, any>;
  children?: BlockNode[];
  /** Set at load on a block its config got wrong: the block is not rendered; editors see these errors instead. */
  invalid?: ConfigError[];
}

export const ContentQuery = Type.Object(
  { source: Type.String({ minLength: 1 }), query: Type.Optional(Type.Record(Type.String(), Type.Union([Type.String(), Type.Number(), Type.Boolean()]))) },
  { additionalProperties: false },
);

/** The directives a robots meta tag may hold (as search engines read them), one or more separated by commas. */
const ROBOTS_DIRECTIVE =
  '(?:all|none|index|noindex|follow|nofollow|noarchive|nosnippet|noimageindex|notranslate|indexifembedded|max-snippet:-?\\d+|max-video-preview:-?\\d+|max-image-preview:(?:none|standard|large))';
export const ROBOTS_PATTERN = `^${ROBOTS_DIRECTIVE}(?:, ?${ROBOTS_DIRECTIVE})*$`;

const Tree = {
  layout: Type.String({ minLength: 1, description: 'Name of a layout block' }),
  sections: Type.Record(Type.String(), Type.Array(Type.Any()), { description: 'Section name -> blocks, keyed by name' }),
  meta: Type.Optional(
    Type.Object(
      {
        robots: Type.Optional(
          Type.String({
            pattern: ROBOTS_PATTERN,
            description: 'The robots meta tag of the page, e.g. "noindex" for pages search engines should not list (account pages); over the page type\'s own',
            'x-expected': 'robots directives separated by commas, e.g. "noindex" or "noindex, nofollow"',
          }),
        ),
      },
      { description: 'Page metadata blocks may read (e.g. ad-path, page type)' },
    ),
  ),
};

export const SiteFile = Type.Object(
  {
    id: Type.String({ pattern: '^[a-z0-9-]+$' }),
    name: Type.String({ minLength: 1 }),
    default: Type.Optional(Type.Boolean()),
    hosts: Type.Optional(Type.Array(Type.String())),
    properties: Type.Record(Type.String(), Type.Any()),
  },
  { additionalProperties: false },
);
export const PageFile = Type.Object(
  { uri: Type.String({ pattern: '^/' }), title: Type.Optional(Type.String()), globalContent: Type.Optional(ContentQuery), ...Tree },
  { additionalProperties: false },
);
export const TemplateFile = Type.Object({ title: Type.Optional(Type.String()), ...Tree }, { additionalProperties: false });
const ResolverEntry = Type.Object(
  {
    name: Type.String({ minLength: 1, description: 'Unique in its file; a site resolver of a shared one\'s name replaces it' }),
    /** A regular expression over the path; named groups become {name} placeholders in the content query. */
    pattern: Type.String({ minLength: 1 }),
    priority: Type.Integer({ default: 0, description: 'Higher wins when several patterns match' }),
    template: Type.String({ minLength: 1 }),
    /** Template by the global content's `type` (e.g. video, gallery), when one URL shape serves several. */
    templateByType: Type.Optional(Type.Record(Type.String(), Type.String({ minLength: 1 }))),
    content: Type.Optional(ContentQuery),
  },
  { additionalProperties: false },
);
/** shared/resolvers.json: every site's resolvers. */
export const SharedResolverFile = Type.Object({ resolvers: Type.Array(ResolverEntry) }, { additionalProperties: false });
/** resolvers/{site}.json: a site's own resolvers over the shared ones (by name), and shared ones it turns off. */
export const ResolverFile = Type.Object(
  {
    resolvers: Type.Optional(Type.Array(ResolverEntry, { description: 'Added, or replacing the shared resolver of the same name' })),
    disable: Type.Optional(Type.Array(Type.String({ minLength: 1 }), { description: 'Names of shared resolvers this site does without' })),
  },
  { additionalProperties: false },
);

export type Site = Static<typeof SiteFile>;
export type PageTree = {
  layout: string;
  sections: Record<string, BlockNode[]>;
  meta?: Record<string, any>;
  /** Set at load: errors of the config that belong to no one block (layout, unknown section, envelope, global content). */
  issues?: ConfigError[];
};
export type Page = Static<typeof PageFile> & PageTree;
export type Template = Static<typeof TemplateFile> & PageTree & { name: string };
export type ResolverEntry = Static<typeof ResolverEntry>;
export type Resolver = ResolverEntry & { regex: RegExp };

export interface ConfigError {
  file: string;
  pointer: string;
  message: string;
  /** Where a JSON syntax error is (1-based), printed as file:line:column. */
  line?: number;
  column?: number;
}

/** What a site's own file does to the shared configs: `npm run validate` lists these. */
export interface ConfigOverride {
  site: string;
  /** The site's file. */
  file: string;
  action: 'overrides' | 'adds' | 'disables';
  /** What it overrides, adds or disables: a shared file, or a resolver by name. */
  target: string;
  /** The site's file says the same as the shared one: it can go. */
  identical?: boolean;
}

export interface SiteConfig {
  site: Site;
  pages: Page[];
  templates: Map<string, Template>;
  resolvers: Resolver[];
}

export interface Configs {
  sites: Map<string, SiteConfig>;
  defaultSite: string;
  errors: ConfigError[];
  /** What each site's own files change of the shared ones (set by loadConfigs). */
  overrides?: ConfigOverride[];
}
