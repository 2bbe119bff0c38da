import { fileURLToPath } from 'node:url';

/**
 * Module aliases the editor's code needs, in its build (editor/vite.config.ts) and in development, where the
 * reader's Vite server (vite.config.ts) serves editor/main.tsx: no reader module imports these names.
 */
export const editorAliases: Record<string, string> = {
  '@rjsf/validator-ajv8': fileURLToPath(new URL('./no-ajv8.ts', import.meta.url)),
};
