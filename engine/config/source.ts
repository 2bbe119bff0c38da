/**
 * Where stored page configs come from: a folder of JSON files (`page-configs/`, the default) or any other store that
 * can name its documents and give one's text (the page-config store of the services passes its published set in
 * through createApp's `configSource`). The loader knows only this port, so it checks a folder and a database alike.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import fg from 'fast-glob';
import { SHARED_RESOLVERS, SHARED_TEMPLATES } from './shared.ts';

export interface ConfigSource {
  /** How errors name where a document lives (a folder's path, or e.g. "stored page configs"). */
  readonly label: string;
  /** The names of the documents, as paths under page-configs/ (`sites/x.json`, `pages/x/home.json`, ...). */
  list(): Promise<string[]>;
  /** A document's text; throws when it cannot be read. */
  read(name: string): Promise<string>;
  /**
   * Calls `listener` whenever the documents change (a publish here or on another node), for servers that keep the
   * loaded configs; returns the unsubscribe. A folder never calls it (development re-reads it on each request).
   */
  subscribe?(listener: () => Promise<void>): () => void;
}

/** The file patterns of stored configs, relative to page-configs/. */
export const CONFIG_PATTERNS = ['sites/*.json', 'pages/*/*.json', `${SHARED_TEMPLATES}*.json`, 'templates/*/*.json', SHARED_RESOLVERS, 'resolvers/*.json'];

const NAME = /^(?:sites\/[^/]+\.json|pages\/[^/]+\/[^/]+\.json|shared\/templates\/[^/]+\.json|templates\/[^/]+\/[^/]+\.json|shared\/resolvers\.json|resolvers\/[^/]+\.json)$/;

/** Whether `name` is where a config may be stored (the same places CONFIG_PATTERNS finds in a folder). */
export function isConfigName(name: string): boolean {
  return NAME.test(name) && !name.split('/').some((part) => part.startsWith('.'));
}

/** The configs of a folder, read from disk on every call. */
export function directorySource(dir: string): ConfigSource {
  return {
    label: dir,
    list: async () => (await fg(CONFIG_PATTERNS, { cwd: dir })).sort(),
    read: (name) => readFile(path.join(dir, name), 'utf8'),
  };
}

/** A folder's path is a source too (scripts, tests and benches pass one). */
export function asSource(from: string | ConfigSource): ConfigSource {
  return typeof from === 'string' ? directorySource(from) : from;
}

/** `base` with some documents replaced or added (an editor's draft, validated or previewed with the rest). */
export function overlaySource(base: ConfigSource, texts: ReadonlyMap<string, string>): ConfigSource {
  return {
    label: base.label,
    list: async () => [...new Set([...(await base.list()), ...texts.keys()])].sort(),
    read: async (name) => texts.get(name) ?? base.read(name),
  };
}

/** Documents held in memory (a store's published texts read at once, a test's configs). */
export function textSource(label: string, texts: ReadonlyMap<string, string>): ConfigSource {
  return {
    label,
    list: async () => [...texts.keys()].sort(),
    read: async (name) => {
      const text = texts.get(name);
      if (text === undefined) throw new Error(`no document "${name}"`);
      return text;
    },
  };
}
