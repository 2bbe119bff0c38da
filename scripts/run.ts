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
});
if (typeof module.main !== 'function') {
  console.error(`${target} must export main(args)`);
  process.exit(2);
}
const code = await module.main(args);
process.exit(typeof code === 'number' ? code : 0);
