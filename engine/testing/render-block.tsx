import { createContext, useContext, useMemo, type ReactElement, type ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { HelmetProvider } from 'react-helmet-async';
import { AppContext, ComponentContext, ContentContext, useAppContext, type AppContextValue } from '../context.tsx';
import type { BlockDefinition } from '../define.ts';
import { blockBody, componentContext } from '../render/tree.tsx';
import { describeMissing, FixtureContent, type ContentFixture } from './fixtures.ts';
import { prepareCustomFields } from './fields.ts';
import { defaultSiteId, sitePropertiesOf, siteSetupOf } from './sites.ts';
import type { RequestContent } from '../content/store.ts';

/**
 * What the engine knows about the request, as a story or test sets it: any AppContext field (site, lang,
 * isAdmin, globalContent, pageType, requestUri, ...), all optional, plus the content fixtures.
 */
export interface EngineOptions extends Partial<Omit<AppContextValue, 'siteProperties'>> {
  /** Merged over the site's properties from page-configs/sites/{site}.json (site defaults to the default site). */
  siteProperties?: Record<string, unknown>;
  /** What useContent and contentConfig fields get, by { source, query }. */
  content?: readonly ContentFixture[];
}

/** A block in the tree under test: a chain's children and a layout's sections are blocks too. */
export interface BlockSpec {
  block: BlockDefinition;
  customFields?: Record<string, unknown>;
  id?: string;
  children?: BlockSpec[];
  sections?: Record<string, BlockSpec[]>;
}

export interface BlockHarnessProps extends EngineOptions {
  definition: BlockDefinition;
  customFields?: Record<string, unknown>;
  id?: string;
  /** Chains: the child blocks. */
  children?: BlockSpec[];
  /** Layouts: blocks by section name. */
  sections?: Record<string, BlockSpec[]>;
}

/** Where the harness reports what the engine would only log: a block that threw, content with no fixture. */
export interface HarnessReporter {
  blockError(def: BlockDefinition, id: string, error: unknown): void;
  missingContent(source: string, query: Record<string, unknown>, known: string[]): void;
}

const consoleReporter: HarnessReporter = {
  blockError: (def, id, error) => console.error(`[block ${def.name}#${id}]`, error),
  missingContent: (source, query, known) => console.warn(`[story] ${describeMissing(source, query, known)}`),
};

export const HarnessReport = createContext<HarnessReporter | null>(null);

export function appContextOf({ content: _content, siteProperties, ...given }: EngineOptions): AppContextValue {
  const set = Object.fromEntries(Object.entries(given).filter(([, v]) => v !== undefined)) as Partial<AppContextValue>;
  const setup = siteSetupOf();
  const app: AppContextValue = {
    site: defaultSiteId(), lang: setup.defaultLanguage, defaultLang: setup.defaultLanguage, siteParam: setup.siteParam,
    isAdmin: false, outputType: 'default', requestUri: '/', ...set, siteProperties: {},
  };
  if (!setup.languages.includes(app.lang)) throw new Error(`lang must be one of ${setup.languages.map((l) => `"${l}"`).join(', ')}, got ${JSON.stringify(app.lang)}`);
  app.siteProperties = { ...sitePropertiesOf(app.site), ...siteProperties };
  return app;
}

/** The request-level contexts the engine puts around a page: AppContext and ContentContext (plus head tags). */
export function EngineProviders({ children, content, ...options }: EngineOptions & { children?: ReactNode }) {
  const reporter = useContext(HarnessReport) ?? consoleReporter;
  const app = appContextOf(options);
  const store = useMemo(() => new FixtureContent(content, reporter.missingContent), [content, reporter]);
  return (
    <HelmetProvider>
      <AppContext.Provider value={app}>
        <ContentContext.Provider value={store}>{children}</ContentContext.Provider>
      </AppContext.Provider>
    </HelmetProvider>
  );
}

/**
 * One block as engine/render/tree.tsx renders it: its ComponentContext, and BlockBody turning "nothing" into
 * the editor placeholder and a throw into nothing (readers) or an error card (editors). Differences, on
 * purpose: island and lazy wrappers are the page's concern, so the block itself always renders; there is no
 * Suspense boundary, so a nested throw or a suspension fails the render instead of hiding in a fallback.
 */
export function HarnessBlock({ spec, id }: { spec: BlockSpec; id: string }) {
  const app = useAppContext();
  // EngineProviders gives the server's kind of store (FixtureContent), which a block's content fields read from.
  const store = useContext(ContentContext) as RequestContent | null;
  const reporter = useContext(HarnessReport) ?? consoleReporter;
  const def = spec?.block;
  if (!def?.kind || !def.name) throw new Error(`block "${id}": "block" must be a block definition (the default export of its index.ts)`);
  if (!store) throw new Error(`block "${id}": rendered outside EngineProviders`);
  const customFields = prepareCustomFields(def, spec.customFields, `block "${id}"`);

  if (def.kind === 'layout') return <HarnessLayout def={def} sections={spec.sections} />;
  if (def.kind === 'feature' && (spec.children?.length || spec.sections)) throw new Error(`block "${id}": "${def.name}" is a feature and cannot have children or sections`);
  if (def.kind === 'chain' && spec.sections) throw new Error(`block "${id}": "${def.name}" is a chain; give it children, not sections`);

  const ctx = componentContext(def, { type: def.name, id, customFields }, store, app.site);
  const onError = (error: unknown) => reporter.blockError(def, id, error);
  const children = def.kind === 'chain' ? (spec.children ?? []).map((c, i) => <HarnessBlock key={c.id ?? i} spec={c} id={c.id ?? `${id}-${i}`} />) : undefined;
  return <ComponentContext.Provider value={ctx}>{blockBody(def, ctx, app.isAdmin, onError, children)}</ComponentContext.Provider>;
}

/** A layout gets its named sections, as PageRoot gives them; unknown section names fail like a page config would. */
function HarnessLayout({ def, sections = {} }: { def: Extract<BlockDefinition, { kind: 'layout' }>; sections?: Record<string, BlockSpec[]> }) {
  const known: readonly string[] = def.sections;
  for (const name of Object.keys(sections)) {
    if (!known.includes(name)) throw new Error(`unknown section "${name}" for layout "${def.name}" (its sections: ${known.join(', ')})`);
  }
  const rendered: Record<string, ReactNode[]> = {};
  for (const name of known) {
    rendered[name] = (sections[name] ?? []).map((c, i) => {
      if (c?.block?.kind === 'layout') throw new Error(`section "${name}": "${c.block.name}" is a layout; sections hold features and chains`);
      return <HarnessBlock key={c.id ?? i} spec={c} id={c.id ?? `${name}-${i}`} />;
    });
  }
  const Layout = def.component;
  return <Layout sections={rendered} />;
}

/** A block with the engine's real contexts: what the Storybook decorator and tests render. */
export function BlockHarness({ definition, customFields, id, children, sections, ...engine }: BlockHarnessProps) {
  return (
    <EngineProviders {...engine}>
      <HarnessBlock spec={{ block: definition, customFields, children, sections }} id={id ?? definition.name} />
    </EngineProviders>
  );
}

export interface RenderOptions {
  /** false: report block errors and missing fixtures on the console instead of throwing. Default true. */
  strict?: boolean;
}

/**
 * Renders any element (a BlockHarness, a composed story) to HTML with react-dom/server. Strict by default:
 * a block that threw (which readers would never see) or content read without a fixture makes it throw.
 */
export function renderChecked(element: ReactElement, { strict = true }: RenderOptions = {}): string {
  if (!strict) return renderToString(element);
  const problems: string[] = [];
  const reporter: HarnessReporter = {
    blockError: (def, id, error) => problems.push(`block ${def.name}#${id} threw: ${(error as Error)?.stack ?? error}`),
    missingContent: (source, query, known) => problems.push(describeMissing(source, query, known)),
  };
  const html = renderToString(<HarnessReport.Provider value={reporter}>{element}</HarnessReport.Provider>);
  if (problems.length) throw new Error(problems.join('\n'));
  return html;
}

/** A block rendered to HTML with the engine's contexts, e.g. `renderBlock(headline, { lang, globalContent })`. */
export function renderBlock(definition: BlockDefinition, options: Omit<BlockHarnessProps, 'definition'> & RenderOptions = {}): string {
  const { strict, ...props } = options;
  return renderChecked(<BlockHarness definition={definition} {...props} />, { strict });
}
