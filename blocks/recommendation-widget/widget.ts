// Rules of the Taboola-style recommendation widget (spec "Taboola-style widget", section 7), tested alone.
import type { PolicyOrigins } from '../../engine/index.ts';

/** Spec: page types the provider knows; pages of any other type get no loader script. */
export const PAGE_TYPE_MAP: Readonly<Record<string, string>> = {
  article: 'article',
  video: 'video',
  gallery: 'photo',
  section: 'category',
  tag: 'category',
  author: 'category',
  search: 'category',
  homepage: 'home',
};

export function providerPageType(pageType: string | undefined): string | undefined {
  return pageType && Object.hasOwn(PAGE_TYPE_MAP, pageType) ? PAGE_TYPE_MAP[pageType] : undefined;
}

export const LOADER_SCRIPT_ID = 'tb_loader_script';

/** The provider's hosts: its loader fetches the recommendations, their thumbnails and tracking frames from these. */
export const PROVIDER_ORIGINS = ['https://*.taboola.com', 'https://*.taboolasyndication.com'] as const;

/**
 * What the site's Content-Security-Policy must allow once it loads the provider's script (loadRecommendationScript);
 * the loader itself carries the page's nonce and may load the provider's other scripts ('strict-dynamic').
 */
export function recommendationPolicyOrigins(siteProperties: Record<string, any>): PolicyOrigins | undefined {
  if (siteProperties.loadRecommendationScript !== true || !filled(siteProperties.recommendationPublisherId)) return undefined;
  const origins = [...PROVIDER_ORIGINS];
  return { 'connect-src': origins, 'img-src': origins, 'frame-src': origins };
}

/** Spec section 7: the widget script is loaded from the provider by publisher id. */
export function loaderUrl(publisherId: string): string {
  return `https://cdn.taboola.com/libtrc/${encodeURIComponent(publisherId)}/loader.js`;
}

export interface WidgetConfig { publisherId: string; placement: string; mode: string; container: string }

const filled = (v: unknown) => (typeof v === 'string' && v.trim() ? v.trim() : undefined);

/** Spec: renders only if publisher id (site property recommendationPublisherId), placement, mode and container are all set. */
export function widgetConfig(siteProperties: Record<string, any>, fields: { placement?: string; mode?: string; container?: string }): WidgetConfig | undefined {
  const publisherId = filled(siteProperties.recommendationPublisherId);
  const placement = filled(fields.placement);
  const mode = filled(fields.mode);
  const container = filled(fields.container);
  return publisherId && placement && mode && container ? { publisherId, placement, mode, container } : undefined;
}

/** What is missing, for editors. */
export function missingSettings(siteProperties: Record<string, any>, fields: { placement?: string; mode?: string; container?: string }): string[] {
  return [
    filled(siteProperties.recommendationPublisherId) ? '' : 'publisher id (site property recommendationPublisherId)',
    filled(fields.placement) ? '' : 'placement',
    filled(fields.mode) ? '' : 'mode',
    filled(fields.container) ? '' : 'container',
  ].filter(Boolean);
}

/** The provider's command queue: the page type (when mapped), this widget, then flush. */
export function widgetCommands(config: WidgetConfig, pageType: string | undefined): Array<Record<string, unknown>> {
  const mapped = providerPageType(pageType);
  return [
    ...(mapped ? [{ [mapped]: 'auto' }] : []),
    { mode: config.mode, container: config.container, placement: config.placement, target_type: 'mix' },
    { flush: true },
  ];
}

/** JSON safe inside an inline <script> (editor text cannot close the element). */
const scriptJson = (value: unknown) =>
  JSON.stringify(value).replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/&/g, '\\u0026').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');

export function inlineScript(commands: Array<Record<string, unknown>>): string {
  return `window._taboola=window._taboola||[];${commands.map((c) => `window._taboola.push(${scriptJson(c)});`).join('')}`;
}

/**
 * Spec: no page-type mapping means no loader script. The script is also only rendered when the site enables it
 * (site property loadRecommendationScript, default off): pages and tests here fetch nothing external.
 */
export function loaderScriptUrl(config: WidgetConfig, pageType: string | undefined, siteProperties: Record<string, any>): string | undefined {
  if (!providerPageType(pageType) || siteProperties.loadRecommendationScript !== true) return undefined;
  return loaderUrl(config.publisherId);
}
