/**
 * The editor's page, GET /editor/ (the editor contract): a root for the app, its boot JSON (the signed-in user and
 * language), and the app's script and CSS: in production from the editor's own build (dist/editor, manifest entry
 * editor/main.tsx, built with base /editor/ and served from /editor/assets/ to editors only), in development through
 * Vite. Reader pages never link any of it.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Request, Response } from 'express';
import { parseCookies } from '../cookies.ts';
import { languageOf, type SiteSetup } from '../site-setup.ts';
import { extendPolicy } from './csp.ts';
import { editorPhrases, type EditorCaller } from './editor-auth.ts';
import { escapeHtml } from '../render/escape-html.ts';

export const EDITOR_ENTRY = 'editor/main.tsx';

type Manifest = Record<string, { file: string; css?: string[]; imports?: string[] }>;

/** The built editor's script and CSS URLs, or undefined when dist/editor has no manifest (not built). */
export function editorAssets(root: string): { script: string; css: string[] } | undefined {
  const file = path.join(root, 'dist/editor/.vite/manifest.json');
  if (!existsSync(file)) return undefined;
  const manifest = JSON.parse(readFileSync(file, 'utf8')) as Manifest;
  const entry = manifest[EDITOR_ENTRY];
  if (!entry) return undefined;
  // CSS of the entry and of every chunk it imports statically.
  const css = new Set<string>();
  const visit = (key: string, seen = new Set<string>()) => {
    if (seen.has(key)) return;
    seen.add(key);
    for (const c of manifest[key]?.css ?? []) css.add(`/editor/${c}`);
    for (const dep of manifest[key]?.imports ?? []) visit(dep, seen);
  };
  visit(EDITOR_ENTRY);
  return { script: `/editor/${entry.file}`, css: [...css] };
}

/** Boot JSON inside a <script>: `<` escaped so no value can close the element. */
const bootJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

export function editorShell(opts: { root: string; dev: boolean; siteSetup: SiteSetup; devPreamble?: string }) {
  // Production reads the manifest once; development has Vite serve the source.
  const built = opts.dev ? undefined : editorAssets(opts.root);
  return (req: Request, res: Response) => {
    const caller = res.locals.editor as EditorCaller;
    const lang = languageOf(parseCookies(req.headers.cookie), opts.siteSetup);
    const t = editorPhrases(req, opts.siteSetup);
    const nonce = extendPolicy(res, {});
    let assets = '';
    if (opts.dev) {
      assets = `<script type="module" nonce="${nonce}">${opts.devPreamble ?? ''}</script><script type="module" nonce="${nonce}" src="/@vite/client"></script><script type="module" nonce="${nonce}" src="/${EDITOR_ENTRY}"></script>`;
    } else if (built) {
      assets = `${built.css.map((href) => `<link rel="stylesheet" href="${escapeHtml(href)}">`).join('')}<script type="module" nonce="${nonce}" src="${escapeHtml(built.script)}"></script>`;
    }
    const body = opts.dev || built ? '' : `<p role="alert">${escapeHtml(t.notBuilt)}</p>`;
    res.setHeader('cache-control', 'private, no-store');
    res.type('html').send(`<!doctype html><html lang="${escapeHtml(lang)}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(t.title)}</title>${assets}</head>
<body><div id="editor-root">${body}</div><script type="application/json" id="editor-boot">${bootJson({ user: caller.user, lang })}</script></body></html>`);
  };
}
