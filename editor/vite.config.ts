import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { EDITOR_OUT } from '../engine/build.ts';

// The editor app's build, apart from the reader's (vite.config.ts): its own entry, chunks and CSS under
// dist/editor/, served under /editor/, so reader pages' chunks are the same with or without it. Built from
// engine/build.ts with the repository as root (manifest keys are repository paths).
const NO_AJV = '\0editor-no-ajv8';
/**
 * @rjsf/core's test helper (getTestRegistry, never used here) imports @rjsf/validator-ajv8, which the editor does not
 * install: its schemas compile with `new Function`, refused by the editor's CSP (editor/form-validator.ts). The
 * import resolves to an empty module so the bundler can drop it.
 */
const withoutAjv8: Plugin = {
  name: 'editor-without-ajv8',
  enforce: 'pre',
  resolveId: (id) => (id === '@rjsf/validator-ajv8' ? NO_AJV : null),
  load: (id) => (id === NO_AJV ? 'export default undefined;' : null),
};

export default defineConfig({
  plugins: [withoutAjv8, react()],
  publicDir: false,
  base: '/editor/',
  build: {
    outDir: EDITOR_OUT,
    emptyOutDir: true,
    manifest: true,
    // One app for signed-in editors, loaded once per session: no reader ever pays for its size.
    chunkSizeWarningLimit: 1000,
    rolldownOptions: { input: ['editor/main.tsx'] },
  },
});
