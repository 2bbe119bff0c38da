import type { TSchema } from '@sinclair/typebox';
import type { Registry } from '../registry.ts';
import { fieldsOf } from '../define.ts';
import { CONTENT_CONFIG_KIND, type ContentConfig } from '../fields.ts';
import type { BlockNode, PageTree } from '../config/types.ts';
import { fieldQuery } from './select.ts';

export interface ContentRequest { source: string; query: Record<string, unknown> }

/** Names of a block's custom fields that hold a content configuration. */
export function contentFieldNames(schema: TSchema): string[] {
  const props = (schema as { properties?: Record<string, TSchema> }).properties ?? {};
  return Object.keys(props).filter((k) => (props[k] as Record<string, unknown>)['x-kind'] === CONTENT_CONFIG_KIND);
}

/**
 * Everything a page needs from content sources: the global content, every contentConfig field in the tree (with
 * the field's selection) and what blocks declare. Fetched in parallel before render, so render is a single pass.
 * Planned in two steps on pages with global content: from the config alone, then again with the fetched global
 * content (`globalValue`) for what blocks read because of it (the second step's new requests are the only ones left
 * to fetch).
 */
export function planContent(registry: Registry, tree: PageTree, site: string, globalContent?: ContentRequest, globalValue?: unknown): ContentRequest[] {
  const requests: ContentRequest[] = globalContent ? [globalContent] : [];
  const visit = (node: BlockNode) => {
    // A block its config got wrong is not rendered (engine/config/invalid.ts): its content is not needed.
    const def = node.invalid ? undefined : registry.block(node.type);
    if (!def) return;
    const schema = fieldsOf(def) as { properties?: Record<string, TSchema> };
    for (const name of contentFieldNames(schema as TSchema)) {
      const config = node.customFields?.[name] as ContentConfig | undefined;
      if (config?.contentService) requests.push({ source: config.contentService, query: fieldQuery(schema.properties![name], config, site) });
    }
    if (def.kind === 'feature' && def.content) requests.push(...def.content({ site, customFields: node.customFields ?? {}, globalContent: globalValue }));
    node.children?.forEach(visit);
  };
  Object.values(tree.sections).forEach((nodes) => nodes.forEach(visit));
  return requests;
}
