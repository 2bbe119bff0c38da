import type { ComponentType, ReactNode } from 'react';
import type { Static, TObject } from '@sinclair/typebox';
import { Type } from '@sinclair/typebox';
import type { PolicyOrigins } from './server/csp.ts';
import type { Hydrate } from './client/hydrate.ts';

/**
 * What a site declares about its own types, by module augmentation (the news site's is common/site-setup.ts):
 * `interface SiteTypes { lang: 'aa' | 'bb' }` makes Lang its languages, so a label or phrase book missing one is
 * a type error. Without it a language is any string.
 */
export interface SiteTypes {}
export type Lang = SiteTypes extends { lang: infer L extends string } ? L : string;
/** A block's name for editors, in every language of the site. */
export type Label = Record<Lang, string>;
export type { Hydrate };
export type Phrases = Partial<Record<Lang, Record<string, string>>>;

const NO_FIELDS = /* @__PURE__ */ Type.Object({}, { additionalProperties: false });
type NoFields = typeof NO_FIELDS;

interface BaseDefinition<F extends TObject> {
  name: string;
  label: Label;
  description?: string;
  /**
   * Where the editor's catalogue lists the block (e.g. Promos, Lists, Article, Navigation): blocks of one group are
   * shown together; without one, the block's kind is its group.
   */
  group?: string;
  /**
   * A small picture of the block for the catalogue: SVG markup (inline, no network), drawn in a box of about 64 x 40.
   * Without one, the editor shows its group's icon.
   */
  thumbnail?: string;
  /** Custom fields as JSON Schema (see engine/fields.ts); props are inferred from it. */
  fields?: F;
  phrases?: Phrases;
  /**
   * Upgrade stored custom fields of an older shape to the current one. Runs before validation on every load,
   * so it must leave current-shaped fields unchanged.
   */
  migrate?: (stored: Record<string, any>) => Record<string, any>;
  /**
   * Third-party origins the block needs in a site's Content-Security-Policy (images, connections, frames of an
   * integration), derived from the site's properties: an integration the site does not enable returns nothing.
   * Scripts need no origin: a nonce'd loader may load further scripts ('strict-dynamic').
   */
  policyOrigins?: (siteProperties: Record<string, any>) => PolicyOrigins | undefined;
}

export interface FeatureProps<C> { customFields: C }
export interface ChainProps<C> { customFields: C; children: ReactNode[] }
export interface LayoutProps<S extends string = string> { sections: Record<S, ReactNode[]> }

export interface FeatureDefinition<F extends TObject = TObject> extends BaseDefinition<F> {
  kind: 'feature';
  component: ComponentType<FeatureProps<Static<F>>>;
  /**
   * Content the block always reads with useContent (fixed sources, not editor-configured), declared so the
   * engine fetches it with the rest of the page before rendering instead of suspending mid-render. On a page with
   * global content it is called once that content is fetched, with it (`globalContent`), so a block can declare
   * reads that depend on it; `globalContent` is undefined where the page has none (or it does not exist).
   */
  content?: (ctx: { site: string; customFields: Static<F>; globalContent?: any }) => Array<{ source: string; query: Record<string, unknown> }>;
  /** Render on the client near the viewport instead of on the server: fixed, or decided by a boolean custom field. */
  lazy?: boolean | { field: string };
  /**
   * Interactive block: ships its component as its own chunk and hydrates alone, when its strategy says
   * (engine/client/hydrate.ts): one name, or a function of the block's fields and the page's global content
   * choosing one per page (e.g. a video that plays by itself needs `visible`, a picture only `interaction`).
   */
  island?: {
    hydrate: Hydrate | ((block: { customFields: Static<F>; globalContent?: any }) => Hydrate);
    /**
     * In an editor's preview (admin mode) an island hydrates as it does for readers (`hydrate`, the default);
     * `static` keeps the server's editor view, never hydrated, for a block whose browser side would act on a real
     * service from a preview (an ad slot registering an impression).
     */
    preview?: 'hydrate' | 'static';
  };
  /**
   * The part of the global content the block needs in the browser, for islands and lazy blocks (kept small:
   * it is serialised into the page). Without it, such a block sees no global content there. A pure function of
   * the global content: the engine calls it once per cached value, not once per page (render/tree.tsx).
   */
  browserGlobalContent?: (globalContent: any) => unknown;
}

export interface ChainDefinition<F extends TObject = TObject> extends BaseDefinition<F> {
  kind: 'chain';
  component: ComponentType<ChainProps<Static<F>>>;
  /**
   * A chain shows nothing without children, unless it renders content of its own and its children are
   * optional extras (e.g. an article body whose children are inline ads).
   */
  rendersWithoutChildren?: boolean;
}

export interface LayoutDefinition<S extends string = string> extends BaseDefinition<NoFields> {
  kind: 'layout';
  sections: readonly S[];
  /** Editors' names for the sections (the editor humanises the key of one without a name). */
  sectionLabels?: Partial<Record<S, Label>>;
  component: ComponentType<LayoutProps<S>>;
}

export type BlockDefinition = FeatureDefinition<any> | ChainDefinition<any> | LayoutDefinition<any>;
export type BlockKind = BlockDefinition['kind'];

export function defineFeature<F extends TObject = NoFields>(def: Omit<FeatureDefinition<F>, 'kind'>): FeatureDefinition<F> {
  return { kind: 'feature', ...def };
}
export function defineChain<F extends TObject = NoFields>(def: Omit<ChainDefinition<F>, 'kind'>): ChainDefinition<F> {
  return { kind: 'chain', ...def };
}
export function defineLayout<const S extends string>(def: Omit<LayoutDefinition<S>, 'kind'>): LayoutDefinition<S> {
  return { kind: 'layout', ...def };
}

export function fieldsOf(def: BlockDefinition): TObject {
  return (def.fields as TObject | undefined) ?? NO_FIELDS;
}
