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

const Tree = {
  layout: Type.String({ minLength: 1, description: 'Name of a layout block' }),
  sections: Type.Record(Type.String(), Type.Array(Type.Any()), { description: 'Section name -> blocks, keyed by name' }),
  meta: Type.Optional(Type.Record(Type.String(), Type.Any(), { description: 'Page metadata blocks may read (e.g. ad-path, page type)' })),
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
export const ResolverFile = Type.Object(
  {
    resolvers: Type.Array(
      Type.Object(
        {
          name: Type.String({ minLength: 1 }),
          /** A regular expression over the path; named groups become {name} placeholders in the content query. */
          pattern: Type.String({ minLength: 1 }),
          priority: Type.Integer({ default: 0, description: 'Higher wins when several patterns match' }),
          template: Type.String({ minLength: 1 }),
          /** Template by the global content's `type` (e.g. video, gallery), when one URL shape serves several. */
          templateByType: Type.Optional(Type.Record(Type.String(), Type.String({ minLength: 1 }))),
          content: Type.Optional(ContentQuery),
        },
        { additionalProperties: false },
      ),
    ),
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
export type Resolver = Static<typeof ResolverFile>['resolvers'][number] & { regex: RegExp };

export interface ConfigError { file: string; pointer: string; message: string }

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
}
