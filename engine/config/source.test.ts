import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { discoverRegistry } from '../discover.ts';
import { loadConfigs } from './load.ts';
import { directorySource, isConfigName, overlaySource, textSource } from './source.ts';

const dir = path.resolve(import.meta.dirname, '../../page-configs');

describe('config sources', () => {
  it('the loader reads a store\'s texts exactly as it reads the folder they came from', async () => {
    const folder = directorySource(dir);
    const names = await folder.list();
    const texts = new Map(await Promise.all(names.map(async (n) => [n, await folder.read(n)] as [string, string])));
    const registry = discoverRegistry();
    const [fromDir, fromTexts] = await Promise.all([loadConfigs(dir, registry), loadConfigs(textSource('stored', texts), registry)]);
    expect(fromTexts.errors).toEqual(fromDir.errors);
    expect([...fromTexts.sites.keys()]).toEqual([...fromDir.sites.keys()]);
    expect(fromTexts.sites.get('teaomarama')!.pages.map((p) => p.uri)).toEqual(fromDir.sites.get('teaomarama')!.pages.map((p) => p.uri));
  });

  it('an overlay replaces or adds documents; its errors name the overlaid document', async () => {
    const draft = JSON.stringify({ uri: '/draft/', layout: 'no-such-layout', sections: {} });
    const configs = await loadConfigs(overlaySource(directorySource(dir), new Map([['pages/teaomarama/draft.json', draft]])), discoverRegistry());
    expect(configs.errors.map((e) => [e.file, e.pointer])).toContainEqual(['pages/teaomarama/draft.json', '/layout']);
  });

  it('only names where configs are kept count; hidden parts and other folders do not', () => {
    for (const name of ['sites/a.json', 'pages/a/b.json', 'shared/templates/x.json', 'templates/a/x.json', 'shared/resolvers.json', 'resolvers/a.json']) expect(isConfigName(name), name).toBe(true);
    for (const name of ['schema/page.schema.json', 'pages/a/b/c.json', 'pages/.a/b.json', '../sites/a.json', 'sites/a.txt', '/sites/a.json']) expect(isConfigName(name), name).toBe(false);
  });
});
