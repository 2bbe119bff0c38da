/** What the editor lists of a stored document, read from its name (path under page-configs/) and value. */
import { isConfigName } from '../config/source.ts';

export type DocKind = 'site' | 'page' | 'template' | 'resolvers';

export interface DocInfo { kind: DocKind; site: string | null; name: string; uri?: string }

/** The kind, site (null: shared by every site) and name of a document; undefined when the name is no config's. */
export function docInfo(doc: string, value?: unknown): DocInfo | undefined {
  if (!isConfigName(doc)) return undefined;
  const parts = doc.replace(/\.json$/, '').split('/');
  const v = (typeof value === 'object' && value !== null ? value : {}) as { uri?: unknown; title?: unknown; name?: unknown };
  const title = typeof v.title === 'string' && v.title ? v.title : undefined;
  switch (parts[0]) {
    case 'sites':
      return { kind: 'site', site: parts[1]!, name: typeof v.name === 'string' ? v.name : parts[1]! };
    case 'pages':
      return { kind: 'page', site: parts[1]!, name: title ?? parts[2]!, ...(typeof v.uri === 'string' ? { uri: v.uri } : {}) };
    case 'templates':
      return { kind: 'template', site: parts[1]!, name: title ?? parts[2]! };
    case 'resolvers':
      return { kind: 'resolvers', site: parts[1]!, name: parts[1]! };
    default: // shared/templates/x or shared/resolvers
      return parts[1] === 'templates' ? { kind: 'template', site: null, name: title ?? parts[2]! } : { kind: 'resolvers', site: null, name: 'shared' };
  }
}
