/**
 * What the editor needs of a loaded site, inside the server bundle (it has the registry): a draft checked by the same
 * loader that serves pages, and a draft rendered as the reader's page in admin mode. A draft is laid over the served
 * source (overlaySource) and loaded as a whole, so a page is checked against its real site, templates and resolvers.
 */
import { randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { loadConfigs } from '../config/load.ts';
import { overlaySource, type ConfigSource } from '../config/source.ts';
import type { ConfigError, Configs } from '../config/types.ts';
import { pageDeps, type HandlerOptions } from './options.ts';
import { renderPage } from './render-page.ts';
import { resolvePage } from './resolve-page.ts';
import { withSiteProperties } from './site-properties.ts';

/** A validation error as the editor shows it: where in the document, and why. */
export interface ConfigIssue { pointer: string; message: string; line?: number; column?: number }

export interface DraftPreview {
  /** The drafts by document name (their JSON text), laid over the served configs. */
  drafts: ReadonlyMap<string, string>;
  /** The reader URL to render (path and query), with the site parameter when the draft is one site's. */
  url: string;
  /** The language to render in (else the request's language cookie). */
  lang?: string;
}

export function editorSite(opts: HandlerOptions & { siteProperties?: Parameters<typeof withSiteProperties>[1] }, source: ConfigSource) {
  const pages = pageDeps(opts);
  // The preview's own admin credential: a fresh token per process that only these internal requests carry.
  const previewToken = randomBytes(32).toString('hex');
  const load = async (drafts: ReadonlyMap<string, string>): Promise<Configs> =>
    withSiteProperties(await loadConfigs(overlaySource(source, drafts), opts.registry), opts.siteProperties);

  return {
    /** Every error loading finds in `doc` once `text` stands in for it (none: it may be published). */
    async validate(doc: string, text: string): Promise<ConfigIssue[]> {
      const configs = await load(new Map([[doc, text]]));
      return issuesOf(configs.errors, doc);
    },

    /**
     * The served sites: id, name, properties (the editor's forms read some, e.g. the site's time zone) and which
     * one is the default (served where no host or parameter names a site), the one the editor opens on first.
     */
    async sites(): Promise<Array<{ id: string; name: string; properties: Record<string, unknown>; isDefault: boolean }>> {
      const configs = await opts.configs();
      return [...configs.sites.values()].map(({ site }) => ({ id: site.id, name: site.name, properties: site.properties, isDefault: site.id === configs.defaultSite }));
    },

    /** Renders the drafts' page at `url` as the reader would get it, in admin mode (placeholders, error cards). */
    async preview(preview: DraftPreview, req: IncomingMessage, res: ServerResponse): Promise<void> {
      const configs = await load(preview.drafts);
      const url = new URL(preview.url, 'http://localhost');
      url.searchParams.set('isAdmin', 'true');
      const cookie = preview.lang ? `${opts.siteSetup.languageCookie}=${encodeURIComponent(preview.lang)}` : req.headers.cookie;
      // Only what resolving reads of a request: its target, host and cookies, and the preview's own credential.
      const draftRequest = {
        url: url.pathname + url.search,
        headers: { host: req.headers.host, cookie, authorization: `Bearer ${previewToken}` },
      } as unknown as IncomingMessage;
      const deps = { ...pages, configs: async () => configs, editorToken: previewToken };
      await renderPage(deps, await resolvePage(deps, draftRequest), res);
    },
  };
}

/** The errors of one document, as the editor shows them. */
export function issuesOf(errors: ConfigError[], doc: string): ConfigIssue[] {
  return errors.filter((e) => e.file === doc).map(({ pointer, message, line, column }) => ({ pointer, message, ...(line ? { line, column } : {}) }));
}

export type EditorSite = ReturnType<typeof editorSite>;
