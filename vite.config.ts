import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import fg from 'fast-glob';

// The client build: the islands entry and every block's component as an entry of its own (the server names a
// page's island chunks in its payload, from the manifest; the entry holds no map of blocks), with a manifest the
// server reads. Pages' CSS comes from a build of its own (engine/build.ts, engine/client/styles.ts), so it never
// changes how the islands' JS is split. The server bundle (engine/server/entry.ts with every discovered block) is
// built from engine/build.ts.
export default defineConfig({
  plugins: [react()],
  publicDir: false,
  build: {
    outDir: 'dist/client',
    emptyOutDir: true,
    manifest: true,
    rolldownOptions: {
      input: ['engine/client/entry.tsx', ...fg.sync('blocks/*/component.tsx').sort()],
      // Block folders define custom fields at module level (schema builders): pure data, never needed in the
      // browser. Declared pure so a component that shares a module with its fields does not ship the builder.
      treeshake: { manualPureFunctions: ['field', 'fields', 'Type', 'defineFeature', 'defineChain', 'defineLayout'] },
      // A component entry's default export is what the client imports (Vite's app builds drop entries' exports).
      preserveEntrySignatures: 'exports-only',
      // React in a chunk of its own: cached across our releases, and the floor every page with islands pays, which
      // the bench (bench/js-bytes.ts) reports apart from our code by this name.
      output: { codeSplitting: { groups: [{ name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/ }] } },
    },
  },
});
