// A rich-text field: an editable box with a toolbar (bold, italic, link, lists, subheading) whose HTML is kept to
// what sanitizeRichText allows, typed or pasted. An HTML code field (an HTML box's markup) opens in the same box
// and can switch to its code; markup rich text cannot keep (an embed, a class) opens as code, since the box would
// drop it, and the box is offered only once switching loses nothing.
import { useEffect, useRef, useState, type ClipboardEvent } from 'react';
import type { WidgetProps } from '@rjsf/utils';
import { useT, type PhraseKey } from '../i18n.tsx';
import { sanitizeRichText } from './rich-text-sanitize.ts';

const TOOLS: Array<{ key: PhraseKey; command: string; arg?: string; shortcut?: string }> = [
  { key: 'richBold', command: 'bold', shortcut: 'Control+B' },
  { key: 'richItalic', command: 'italic', shortcut: 'Control+I' },
  { key: 'richList', command: 'insertUnorderedList' },
  { key: 'richNumbered', command: 'insertOrderedList' },
  { key: 'richSubheading', command: 'formatBlock', arg: 'h2' },
  { key: 'richParagraph', command: 'formatBlock', arg: 'p' },
];

const escapeText = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

export function RichTextWidget({ id, value, label, disabled, readonly, onChange, onBlur, onFocus, options }: WidgetProps) {
  const t = useT();
  const box = useRef<HTMLDivElement>(null);
  const html = typeof value === 'string' ? value : '';
  const codeAllowed = options.code === true;
  const keepsAll = sanitizeRichText(html) === html;
  const [code, setCode] = useState(codeAllowed && !keepsAll);
  // Written into the box only when it holds something else: rewriting it as one types would move the caret.
  useEffect(() => {
    if (!code && box.current && box.current.innerHTML !== html) box.current.innerHTML = sanitizeRichText(html);
  }, [html, code]);
  const emit = () => {
    const next = sanitizeRichText(box.current?.innerHTML ?? '');
    onChange(next === '' || next === '<br>' ? undefined : next);
  };
  const run = (command: string, arg?: string) => {
    box.current?.focus();
    document.execCommand(command, false, arg);
    emit();
  };
  const link = () => {
    const href = window.prompt(t('richLinkAddress'), 'https://');
    if (href) run('createLink', href);
  };
  // Pasted markup is cleaned before it lands, so nothing of another page's styles or scripts reaches the box.
  const paste = (e: ClipboardEvent<HTMLDivElement>) => {
    e.preventDefault();
    const pasted = e.clipboardData.getData('text/html') || escapeText(e.clipboardData.getData('text/plain')).replace(/\n/g, '<br>');
    document.execCommand('insertHTML', false, sanitizeRichText(pasted));
    emit();
  };
  const editable = !disabled && !readonly;
  return (
    <div className="ed-rich">
      {codeAllowed && (
        <div className="ed-rich-mode" role="group" aria-label={t('richMode', { field: label })}>
          <button type="button" aria-pressed={!code} disabled={!keepsAll} onClick={() => setCode(false)}>{t('richTextMode')}</button>
          <button type="button" aria-pressed={code} onClick={() => setCode(true)}>{t('richCodeMode')}</button>
          {!keepsAll && <span className="ed-muted">{t('richKeepsCode')}</span>}
        </div>
      )}
      {code ? (
        <textarea id={id} className="form-control" rows={8} value={html} disabled={!editable} onChange={(e) => onChange(e.target.value === '' ? undefined : e.target.value)} onBlur={() => onBlur(id, value)} onFocus={() => onFocus(id, value)} />
      ) : (
        <>
          <div className="ed-rich-tools" role="toolbar" aria-label={t('richTools', { field: label })} aria-controls={id}>
            {TOOLS.map((tool) => (
              <button key={tool.key} type="button" disabled={!editable} aria-keyshortcuts={tool.shortcut} onMouseDown={(e) => e.preventDefault()} onClick={() => run(tool.command, tool.arg)}>{t(tool.key)}</button>
            ))}
            <button type="button" disabled={!editable} onMouseDown={(e) => e.preventDefault()} onClick={link}>{t('richLink')}</button>
          </div>
          <div
            id={id}
            ref={box}
            className="ed-rich-box form-control"
            role="textbox"
            aria-multiline="true"
            aria-label={label}
            contentEditable={editable}
            suppressContentEditableWarning
            onInput={emit}
            onPaste={paste}
            onBlur={() => onBlur(id, value)}
            onFocus={() => onFocus(id, value)}
          />
        </>
      )}
    </div>
  );
}
