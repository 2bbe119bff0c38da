import { build, buildIfNeeded } from '../engine/build.ts';

const started = Date.now();
// --if-needed: what `npm start` runs in a child process, so Vite never stays loaded in the server (one build at a time).
if (process.argv.includes('--if-needed') ? await buildIfNeeded(process.cwd()) : (await build(process.cwd()), true)) {
  console.log(`built client, editor and server bundles in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}
