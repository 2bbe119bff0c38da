import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { EDITOR_OUT } from '../engine/build.ts';
import { editorAliases } from './aliases.ts';

// The editor app's build, apart from the reader's (vite.config.ts): its own entry, chunks and CSS under
// dist/editor/, served under /editor/, so reader pages' chunks are the same with or without it. Built from
// engine/build.ts with the repository as root (manifest keys are repository paths).
export default defineConfig({
  plugins: [react()],
  publicDir: false,
  base: '/editor/',
  resolve: { alias: editorAliases },
  build: {
    outDir: EDITOR_OUT,
    emptyOutDir: true,
    manifest: true,
    rolldownOptions: { input: ['editor/main.tsx'] },
  },
});
