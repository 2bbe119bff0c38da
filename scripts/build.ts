import { build } from '../engine/build.ts';

const started = Date.now();
await build(process.cwd());
console.log(`built client and server bundles in ${((Date.now() - started) / 1000).toFixed(1)} s`);
