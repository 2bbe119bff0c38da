// The editor app's entry: mounts into #editor-root with the boot data the shell page (GET /editor/) writes into
// #editor-boot: the signed-in user and the UI language. Built on its own into dist/editor/ (engine/build.ts), so
// reader pages never load a byte of it.
import { createRoot } from 'react-dom/client';
import { App, type Boot } from './app.tsx';
import './editor.css';

function readBoot(): Boot {
  const text = document.getElementById('editor-boot')?.textContent ?? '{}';
  try {
    const boot = JSON.parse(text) as Partial<Boot>;
    return { user: boot.user ?? { id: '', email: '' }, lang: boot.lang === 'mi' ? 'mi' : 'en' };
  } catch {
    return { user: { id: '', email: '' }, lang: 'en' };
  }
}

const root = document.getElementById('editor-root');
if (root) createRoot(root).render(<App boot={readBoot()} />);
