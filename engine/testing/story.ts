import type { Static, TObject } from '@sinclair/typebox';
import type { Meta, ReactRenderer } from '@storybook/react';
import type { StoryAnnotations } from 'storybook/internal/types';
import type { BlockDefinition, Lang } from '../define.ts';
import type { BlockSpec, EngineOptions } from './render-block.tsx';
import { siteSetupOf } from './sites.ts';

/**
 * `parameters.pagebuilder` of a story (Storybook merges it from preview, meta and story). Language and admin
 * mode are not here: they are toolbar globals (`globals: { lang }`, a language of the site, and
 * `globals: { mode: 'admin' }`).
 */
export interface PagebuilderParameters extends Omit<EngineOptions, 'lang' | 'isAdmin'> {
  /** The block under test: the default export of its index.ts. */
  block?: BlockDefinition;
  id?: string;
  /** Chains: child blocks. */
  children?: BlockSpec[];
  /** Layouts: blocks by section name. */
  sections?: Record<string, BlockSpec[]>;
}

export type PagebuilderGlobals = {
  lang?: Lang;
  mode?: 'reader' | 'admin';
};

/** A story's args: the block's custom fields, each optional (the harness applies the schema defaults). */
export type CustomFieldsOf<D> = D extends { fields?: infer F } ? (F extends TObject ? Partial<Static<F>> : {}) : {};

type WithPagebuilder<T> = Omit<T, 'parameters' | 'globals'> & {
  parameters?: { pagebuilder?: PagebuilderParameters; [name: string]: unknown };
  globals?: PagebuilderGlobals;
};

/** A block's stories file default export: args are its custom fields; parameters.pagebuilder and globals are checked. */
export type BlockMeta<D> = WithPagebuilder<Meta<CustomFieldsOf<D>>>;
/** One story of a block. */
export type BlockStory<D> = WithPagebuilder<StoryAnnotations<ReactRenderer, CustomFieldsOf<D>>>;

/** Story tags the stories test understands (write them as string literals: Storybook indexes tags statically). */
export const TAGS = {
  /** The story renders in admin mode and must show the engine's editor placeholder. */
  adminPlaceholder: 'admin-placeholder',
  /** The block renders no language-dependent text: its stories in each of the site's languages must be identical. */
  langNeutral: 'lang-neutral',
} as const;

/** The request a story renders in: its parameters plus the toolbar globals (language, reader or admin). */
export function engineOptionsOf(parameters: { pagebuilder?: PagebuilderParameters }, globals: PagebuilderGlobals): EngineOptions {
  const { block: _b, id: _i, children: _c, sections: _s, ...engine } = parameters.pagebuilder ?? {};
  return { ...engine, lang: globals.lang ?? siteSetupOf().defaultLanguage, isAdmin: globals.mode === 'admin' };
}

/** The block a story renders: parameters.pagebuilder.block with the story's args as its custom fields. */
export function blockSpecOf(parameters: { pagebuilder?: PagebuilderParameters }, args: Record<string, unknown>, storyId: string): { spec: BlockSpec; id: string } {
  const { block, id, children, sections } = parameters.pagebuilder ?? {};
  if (!block) throw new Error(`story ${storyId}: set parameters.pagebuilder.block to the block definition (the default export of its index.ts)`);
  return { spec: { block, customFields: args, children, sections }, id: id ?? block.name };
}
