import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import fg from 'fast-glob';
import { editorAliases } from './editor/aliases.ts';

// The client build: the islands entry and every block's component as an entry of its own (the server names a
// page's island chunks in its payload, from the manifest; the entry holds no map of blocks), with a manifest the
// server reads. Pages' CSS comes from a build of its own (engine/build.ts, engine/client/styles.ts), so it never
// changes how the islands' JS is split. The server bundle (engine/server/entry.ts with every discovered block) is
// built from engine/build.ts.
export default defineConfig({
  plugins: [react()],
  publicDir: false,
  // In development this server also serves the editor app (editor/main.tsx); its own build is editor/vite.config.ts.
  resolve: { alias: editorAliases },
  build: {
    outDir: 'dist/client',
    emptyOutDir: true,
    manifest: true,
    rolldownOptions: {
      // The island runtime (mount.tsx: React, the contexts) is an entry too: the entry imports it by the URL the
      // payload carries, as it imports components, so the entry holds no chunk name and needs no preload helper.
      // The preview's editing aids (admin-mode pages only) are an entry of their own: no reader page names them.
      input: ['engine/client/entry.tsx', 'engine/client/mount.tsx', 'engine/client/admin-aids.ts', ...fg.sync('blocks/*/component.tsx').sort()],
      // Block folders define custom fields at module level (schema builders): pure data, never needed in the
      // browser. Declared pure so a component that shares a module with its fields does not ship the builder.
      // engine/index.ts only re-exports: without saying so it is kept for its "side effects", as a chunk of its own
      // holding nothing that every island imports (a request for 30 bytes).
      treeshake: {
        manualPureFunctions: ['field', 'fields', 'Type', 'defineFeature', 'defineChain', 'defineLayout'],
        moduleSideEffects: [{ test: /[\\/]engine[\\/]index\.ts$/, sideEffects: false }],
      },
      // A component entry's default export is what the client imports (Vite's app builds drop entries' exports).
      preserveEntrySignatures: 'exports-only',
      // React in a chunk of its own: cached across our releases, and the floor every page with islands pays, which
      // the bench (bench/js-bytes.ts) reports apart from our code by this name. The engine's client code that the
      // island runtime and islands share (contexts, hooks, the content protocol) in one chunk too: left to Rolldown it
      // is split by which entries use each module, into a chunk the runtime imports and an empty facade (engine/index.ts)
      // that every island imports, each a request of its own. Modules one entry alone uses stay in that entry; not
      // engine/index.ts itself, whose dependencies the group would take along (react-helmet-async among them).
      // Rolldown's runtime (its CommonJS interop helpers, ~330 B brotli) stays a chunk of its own: groups are never
      // offered it, and React's chunk and ours both use it.
      output: {
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/ },
            // The island runtime (mount.tsx) too: every island needs it, so it rides in the same chunk (fewer bytes
            // than a chunk of its own; its entry is a re-export of 50 bytes).
            { name: 'engine', test: /[\\/]engine[\\/]client[\\/]mount\.tsx$/ },
            { name: 'engine', test: /^(?!.*node_modules).*[\\/]engine[\\/](?!index\.ts$)/, minShareCount: 2 },
            // The masthead's logo marker (60 bytes) and the menu are shared by the navigation header (an island) and
            // blocks that only render on the server: one chunk, so the island makes one request for both.
            { name: 'navigation', test: /[\\/]common[\\/]navigation[\\/]/ },
          ],
        },
      },
    },
  },
});
