// Runs a TypeScript module through Vite's module runner, so scripts see the same discovered blocks
// (import.meta.glob) as the server: `tsx scripts/run.ts scripts/validate.ts [args]`.
import path from 'node:path';
import { runnerImport } from 'vite';

const [target, ...args] = process.argv.slice(2);
if (!target) {
  console.error('usage: tsx scripts/run.ts <module.ts> [args]');
  process.exit(2);
}
process.argv = [process.argv[0], target, ...args];
const { module } = await runnerImport<{ main?: (args: string[]) => Promise<number | void> }>(path.resolve(target), {
  configFile: false,
  logLevel: 'error',
  server: { hmr: false },
  // Components import their CSS (a page's CSS follows its imports); scripts never need it, and Vite's CSS plugin
  // fails in the module runner, so a CSS import is an empty module here.
  plugins: [{
    name: 'scripts-without-css',
    enforce: 'pre',
    resolveId: (id) => (/\.css(\?|$)/.test(id) ? '\0script-css' : undefined),
    load: (id) => (id === '\0script-css' ? 'export default "";' : undefined),
  }],
});
if (typeof module.main !== 'function') {
  console.error(`${target} must export main(args)`);
  process.exit(2);
}
const code = await module.main(args);
process.exit(typeof code === 'number' ? code : 0);
