// The draft rendered by the server as the reader's page in admin mode, in an iframe: refreshed once the value
// rests after a change, at mobile / tablet / desktop widths, in English or Māori. A click in a block selects it in
// the outline; the selected block is outlined in the preview (messages of the same origin only, both ways).
import { useEffect, useRef, useState } from 'react';
import { api } from './api.ts';
import { patchFrame } from './preview-patch.ts';
import { useT, type PhraseKey } from './i18n.tsx';
import type { Lang, TreeValue } from './state/types.ts';

export const PREVIEW_DELAY_MS = 400;
const FRAME_HEIGHT = '(100vh - 200px)';
export const WIDTHS: Array<{ key: PhraseKey; width: number }> = [
  { key: 'mobile', width: 375 },
  { key: 'tablet', width: 768 },
  { key: 'desktop', width: 1280 },
];

/** The preview's address in a language (the `lang` query the preview page reads). */
export function withLang(src: string, lang: Lang): string {
  const url = new URL(src, window.location.origin);
  url.searchParams.set('lang', lang);
  return `${url.pathname}${url.search}`;
}

interface Props { doc: string; value: TreeValue; selected: string | null; onSelect: (id: string) => void }

export function Preview({ doc, value, selected, onSelect }: Props) {
  const t = useT();
  const frame = useRef<HTMLIFrameElement>(null);
  const [src, setSrc] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [width, setWidth] = useState(WIDTHS[2].width);
  const selectedRef = useRef(selected);
  selectedRef.current = selected;
  const [lang, setLang] = useState<Lang>('en');

  // A template serves many addresses: the editor says which one to preview it with (the server's default otherwise).
  const isTemplate = /^(shared\/)?templates\//.test(doc);
  const [address, setAddress] = useState('');
  const url = isTemplate && address.startsWith('/') ? address : undefined;
  // The frame's own address, which changes only when it must reload: an edit is patched into the page it shows.
  const [frameSrc, setFrameSrc] = useState<string | null>(null);
  const langRef = useRef(lang);
  langRef.current = lang;
  useEffect(() => {
    let live = true;
    const timer = setTimeout(() => {
      api.preview(doc, value, url).then(
        async ({ src }) => {
          if (!live) return;
          setFailure(null);
          setSrc(src);
          const address = withLang(src, langRef.current);
          if (await patchFrame(frame.current, address, () => live)) highlight(frame.current, selectedRef.current);
          else if (live) setFrameSrc(address);
        },
        (e: Error) => live && setFailure(e.message),
      );
    }, PREVIEW_DELAY_MS);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [doc, value, url]);

  useEffect(() => {
    const onMessage = (e: MessageEvent) => {
      if (e.origin !== window.location.origin || e.source !== frame.current?.contentWindow) return;
      const data = e.data as { source?: string; type?: string; blockId?: string };
      if (data?.source !== 'kupu-preview') return;
      if (data.type === 'ready') highlight(frame.current, selectedRef.current);
      if (data.type === 'select' && typeof data.blockId === 'string') onSelect(data.blockId);
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [onSelect]);

  useEffect(() => {
    highlight(frame.current, selected);
  }, [selected]);

  // A width wider than the pane is shown scaled down to fit, as the page lays out at that width.
  const wrap = useRef<HTMLDivElement>(null);
  const [room, setRoom] = useState(0);
  useEffect(() => {
    const el = wrap.current;
    if (!el) return;
    const observer = new ResizeObserver(([entry]) => setRoom(entry.contentRect.width));
    observer.observe(el);
    return () => observer.disconnect();
  }, []);
  const scale = room && width > room ? room / width : 1;

  // Another language is another render: the frame loads the newest draft in it.
  useEffect(() => {
    if (src) setFrameSrc(withLang(src, lang));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only a language change reloads here
  }, [lang]);
  const shown = frameSrc;
  return (
    <section className="ed-preview" aria-labelledby="preview-heading">
      <div className="ed-preview-bar">
        <h3 id="preview-heading" className="ed-pane-title">{t('preview')}</h3>
        <div role="group" aria-label={t('previewWidth')}>
          {WIDTHS.map((w) => (
            <button key={w.key} type="button" aria-pressed={width === w.width} onClick={() => setWidth(w.width)}>{t(w.key)}</button>
          ))}
        </div>
        <div role="group" aria-label={t('previewLanguage')}>
          <button type="button" aria-pressed={lang === 'en'} onClick={() => setLang('en')} lang="en">English</button>
          <button type="button" aria-pressed={lang === 'mi'} onClick={() => setLang('mi')} lang="mi">Māori</button>
        </div>
        {isTemplate && (
          <label className="ed-field ed-inline">
            <span>{t('previewAddress')}</span>
            <input value={address} placeholder="/news/2026/01/01/a-story/" onChange={(e) => setAddress(e.target.value)} />
          </label>
        )}
      </div>
      {failure && <p role="alert" className="ed-error">{t('previewFailed', { reason: failure })}</p>}
      <div className="ed-frame-wrap" ref={wrap}>
        {shown ? (
          <iframe
            ref={frame}
            title={t('previewOf', { doc })}
            src={shown}
            style={{ width, height: `calc(${FRAME_HEIGHT} / ${scale})`, transform: scale < 1 ? `scale(${scale})` : undefined }}
            className="ed-frame"
            onLoad={() => highlight(frame.current, selectedRef.current)}
          />
        ) : (
          <p role="status">{t('loading')}</p>
        )}
      </div>
    </section>
  );
}

function highlight(frame: HTMLIFrameElement | null, blockId: string | null) {
  frame?.contentWindow?.postMessage({ source: 'kupu-editor', type: 'highlight', blockId }, window.location.origin);
}
