import { Suspense, type ReactNode } from 'react';
import type { TSchema } from '@sinclair/typebox';
import { AppContext, ComponentContext, ContentContext, NonceContext, contentOfConfig, type AppContextValue, type ComponentContextValue } from '../context.tsx';
import { fieldsOf, type BlockDefinition, type FeatureDefinition, type Hydrate } from '../define.ts';
import type { ContentConfig } from '../fields.ts';
import type { Registry } from '../registry.ts';
import type { BlockNode, PageTree } from '../config/types.ts';
import { contentFieldNames } from '../content/plan.ts';
import type { RequestContent } from '../content/store.ts';
import { AdminConfigErrorCard, AdminErrorCard, AdminPlaceholder, blockAttributes } from './admin.tsx';
import { labelText } from '../site-setup.ts';
import { outputTypeOf } from './output-types.ts';
import { bodyFor, type BodyProps } from './block-body.tsx';
import { HYDRATE_NAMES, isHydrate } from '../client/hydrate.ts';

/** A block shipped to the browser: an island to hydrate, or a lazy block to render near the viewport. */
export interface ClientBlock {
  id: string;
  type: string;
  mode: 'island' | 'lazy';
  hydrate?: Hydrate;
  customFields: Record<string, unknown>;
  content: Record<string, unknown>;
  reads?: Set<string>;
  globalContent?: unknown;
}

export interface RenderState {
  registry: Registry;
  app: AppContextValue;
  content: RequestContent;
  clientBlocks: ClientBlock[];
  /** Editors: errors caught by a block's Suspense boundary (nested components), by `type#id`, for its error card. */
  failures: Map<string, string>;
  /** How the page was written: whole, with its length, or streamed (a block waited for content); see renderDocument. */
  mode?: 'whole' | 'streamed';
  logError: (message: string) => void;
  /** The response's Content-Security-Policy nonce: on every script the document and its blocks write (useNonce). */
  nonce?: string;
}

export function PageRoot({ tree, state }: { tree: PageTree; state: RenderState }) {
  const def = state.registry.block(tree.layout);
  // A config naming no valid layout is reported at load (tree.issues): its sections still render, one after another.
  const layout = def?.kind === 'layout' ? def : undefined;
  const sections: Record<string, ReactNode[]> = {};
  for (const name of layout?.sections ?? Object.keys(tree.sections)) sections[name] = (tree.sections[name] ?? []).map((n) => blockElement(n, state));
  const Layout = layout?.component ?? StackedSections;
  return (
    <AppContext.Provider value={state.app}>
      <NonceContext.Provider value={state.nonce}>
        <ContentContext.Provider value={state.content}>
          {tree.issues?.length && state.app.isAdmin ? <AdminConfigErrorCard errors={tree.issues} /> : null}
          <Layout sections={sections} />
        </ContentContext.Provider>
      </NonceContext.Provider>
    </AppContext.Provider>
  );
}

function StackedSections({ sections }: { sections: Record<string, ReactNode[]> }) {
  return <main>{Object.values(sections)}</main>;
}

function isLazy(def: FeatureDefinition, fields: Record<string, unknown>) {
  return def.lazy === true || (typeof def.lazy === 'object' && fields[def.lazy.field] === true);
}

// A definition's contentConfig fields never change: found once, not per block per render.
const contentFields = new WeakMap<BlockDefinition, Array<[string, TSchema]>>();
function contentFieldsOf(def: BlockDefinition): Array<[string, TSchema]> {
  let found = contentFields.get(def);
  if (!found) {
    const schema = fieldsOf(def) as TSchema & { properties?: Record<string, TSchema> };
    contentFields.set(def, (found = contentFieldNames(schema).map((name) => [name, schema.properties![name]])));
  }
  return found;
}

export function componentContext(def: BlockDefinition, node: BlockNode, store: RequestContent, site: string): ComponentContextValue {
  const customFields = node.customFields ?? {};
  const content: Record<string, unknown> = {};
  for (const [name, schema] of contentFieldsOf(def)) content[name] = contentOfConfig(store, customFields[name] as ContentConfig, schema, site);
  // Only an island ships what it read through useContent: other blocks don't keep track.
  const reads = def.kind === 'feature' && def.island ? new Set<string>() : undefined;
  return { id: node.id!, type: def.name, customFields, content, phrases: def.phrases ?? {}, reads };
}

/**
 * What a chain or feature renders inside its contexts, shared by the page render and the Storybook/test harness:
 * a chain without children is nothing, a feature whose content is missing says so to editors. `admin`: what marks
 * the block for the preview's editing aids (BodyProps).
 */
export function blockBody(def: BlockDefinition, ctx: ComponentContextValue, isAdmin: boolean, onError: (e: unknown) => void, children?: ReactNode[], admin: Pick<BodyProps, 'mark' | 'onStandIn'> = {}): ReactNode {
  if (def.kind === 'chain') {
    if (!children?.length && !def.rendersWithoutChildren) return isAdmin ? <AdminPlaceholder def={def} id={ctx.id} reason="no blocks in this chain" /> : null;
  }
  const Body = bodyFor(def.name, ctx.id);
  if (def.kind === 'chain') return <Body def={def} id={ctx.id} isAdmin={isAdmin} props={{ customFields: ctx.customFields, children: children ?? [] }} onError={onError} {...admin} />;
  const missing = Object.values(ctx.content).some((c) => c === undefined) ? 'no content' : undefined;
  return <Body def={def} id={ctx.id} isAdmin={isAdmin} props={{ customFields: ctx.customFields }} emptyReason={missing} onError={onError} {...admin} />;
}

/**
 * A block's element (keyed by its id), built by its parent's render as a hand-written page builds its children:
 * the block has no component level of its own, only its body (`Block(type#id)`), inside its contexts and boundary.
 * What must happen only when the block is rendered (shipping an island or lazy block to the browser) is done as its
 * element renders (Shipped).
 */
function blockElement(node: BlockNode, state: RenderState): ReactNode {
  try {
    return blockElementOf(node, state);
  } catch (error) {
    // The block's own code run while its element is made (browserGlobalContent): handled as a throw in its body,
    // so it costs the block, never its neighbours or the page.
    state.logError(`[block ${node.type}#${node.id}] ${(error as Error)?.stack ?? error}`);
    const def = state.app.isAdmin ? state.registry.block(node.type) : undefined;
    return def ? <AdminErrorCard key={node.id} def={def} id={node.id!} message={(error as Error)?.message ?? String(error)} /> : null;
  }
}

function blockElementOf(node: BlockNode, state: RenderState): ReactNode {
  const id = node.id!;
  // Marked at load (engine/config/invalid.ts): editors see why, readers get nothing; the handler logs it.
  if (node.invalid) return state.app.isAdmin ? <AdminConfigErrorCard key={id} errors={node.invalid} type={node.type} id={id} /> : null;
  const def = state.registry.block(node.type)!;
  const ctx = componentContext(def, node, state.content, state.app.site);
  const { isAdmin } = state.app;
  const browserJs = outputTypeOf(state.app.outputType).clientScripts;
  const logError = (error: unknown) => state.logError(`[block ${def.name}#${id}] ${(error as Error)?.stack ?? error}`);
  // Editors: the block's id, type and label on its outermost element, for the preview's editing aids.
  const mark = isAdmin ? blockAttributes(def.name, id, labelText(def.label, state.app.lang)) : undefined;

  let body: ReactNode;
  if (def.kind === 'chain') {
    const children = (node.children ?? []).map((c) => blockElement(c, state));
    body = blockBody(def, ctx, isAdmin, logError, children, { mark });
  } else if (def.kind === 'feature' && !isAdmin && browserJs && isLazy(def, ctx.customFields)) {
    const lazy: ClientBlock = {
      id, type: def.name, mode: 'lazy', customFields: ctx.customFields, content: ctx.content,
      globalContent: browserGlobalContent(def, state.app.globalContent),
    };
    return <Shipped key={id} block={lazy} state={state}><div data-lazy={def.name} data-block-id={id} /></Shipped>;
  } else if (def.kind === 'feature' && def.island && browserJs && !(isAdmin && def.island.preview === 'static')) {
    // Editors' previews hydrate islands as readers' pages do (the preview is the reader's page), except where the
    // block's editor view stands in: a placeholder or an error card stays as the server wrote it.
    const hydrate = hydrateOf(def, ctx.customFields, state, logError);
    const island: ClientBlock = {
      id, type: def.name, mode: 'island', hydrate, customFields: ctx.customFields, content: ctx.content, reads: ctx.reads,
      globalContent: browserGlobalContent(def, state.app.globalContent),
    };
    const onStandIn = () => {
      const at = state.clientBlocks.indexOf(island);
      if (at >= 0) state.clientBlocks.splice(at, 1);
    };
    body = (
      <Shipped block={island} state={state}>
        <div data-island={def.name} data-hydrate={hydrate} data-block-id={id} {...mark} style={{ display: 'contents' }}>{blockBody(def, ctx, isAdmin, logError, undefined, { onStandIn })}</div>
      </Shipped>
    );
  } else {
    body = blockBody(def, ctx, isAdmin, logError, undefined, { mark });
  }
  // The boundary keeps a nested component's error (or a wait for unplanned content) inside this block. Readers
  // get nothing in its place (the error is logged from onError); editors get an error card.
  return (
    <ComponentContext.Provider key={id} value={ctx}>
      <Suspense fallback={isAdmin ? <Failed def={def} id={id} state={state} /> : null}>{body}</Suspense>
    </ComponentContext.Provider>
  );
}

// The global content is the content cache's value, the same object on every page while it is fresh: each block
// type's part of it is worked out once per value, and so is its JSON in the island payload (payload.ts).
const browserParts = new WeakMap<object, Map<FeatureDefinition, unknown>>();
function browserGlobalContent(def: FeatureDefinition, globalContent: unknown): unknown {
  if (!def.browserGlobalContent) return undefined;
  if (typeof globalContent !== 'object' || globalContent === null) return def.browserGlobalContent(globalContent);
  let parts = browserParts.get(globalContent);
  if (!parts) browserParts.set(globalContent, (parts = new Map()));
  if (!parts.has(def)) parts.set(def, def.browserGlobalContent(globalContent));
  return parts.get(def);
}

/**
 * An island or lazy block goes into the page's payload when its element renders, in document order: one its layout
 * or chain leaves out ships nothing. (A block waiting for content resumes inside this, not from it: it is put in once.)
 */
function Shipped({ block, state, children }: { block: ClientBlock; state: RenderState; children: ReactNode }) {
  state.clientBlocks.push(block);
  return children;
}

/**
 * The island's strategy on this page: its definition's name, or what its function chooses from the block's fields
 * and the global content. A function that fails or names no strategy is logged naming the block, and the island
 * hydrates at load (it works, at a cost) rather than not at all.
 */
function hydrateOf(def: FeatureDefinition, customFields: Record<string, unknown>, state: RenderState, logError: (error: unknown) => void): Hydrate {
  const chosen = def.island!.hydrate;
  if (typeof chosen !== 'function') return chosen;
  let name: unknown;
  try {
    name = chosen({ customFields, globalContent: state.app.globalContent });
  } catch (error) {
    logError(error);
    return 'load';
  }
  if (isHydrate(name)) return name;
  logError(`island.hydrate chose "${String(name)}", which is not a strategy (${HYDRATE_NAMES.join(', ')}); hydrating at load`);
  return 'load';
}

/** Editors only: rendered by the server when something inside the block threw past its body (a nested component). */
function Failed({ def, id, state }: { def: BlockDefinition; id: string; state: RenderState }) {
  const key = `${def.name}#${id}`;
  const message = state.failures.get(key);
  if (message === undefined) return null; // still loading: the content streams in
  state.failures.delete(key);
  state.logError(`[block ${key}] ${message}`);
  return <AdminErrorCard def={def} id={id} message={message} />;
}
