import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// The client build: the islands entry, with a manifest the server reads. Pages' CSS comes from a build of its own
// (engine/build.ts, engine/client/styles.ts), so it never changes how the islands' JS is split.
// The server bundle (engine/server/entry.ts with every discovered block) is built from engine/build.ts.
export default defineConfig({
  plugins: [react()],
  publicDir: false,
  build: {
    outDir: 'dist/client',
    emptyOutDir: true,
    manifest: true,
    rolldownOptions: {
      input: ['engine/client/entry.tsx'],
      // Block folders define custom fields at module level (schema builders): pure data, never needed in the
      // browser. Declared pure so a component that shares a module with its fields does not ship the builder.
      treeshake: { manualPureFunctions: ['field', 'fields', 'Type', 'defineFeature', 'defineChain', 'defineLayout'] },
    },
  },
});
