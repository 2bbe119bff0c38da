// A document that is not a page tree (a site's properties, resolvers) edited as JSON text, checked by the server
// like any other once it parses.
import { useEffect, useId, useState } from 'react';
import { useT } from './i18n.tsx';
import type { ConfigIssue } from './state/types.ts';

export function JsonDoc({ value, errors, onChange }: { value: unknown; errors: ConfigIssue[]; onChange: (value: unknown) => void }) {
  const t = useT();
  const id = useId();
  const [text, setText] = useState(() => JSON.stringify(value, null, 2));
  const [syntax, setSyntax] = useState<string | null>(null);
  // Undo, redo or a reload change the value under the text: show it, unless the text already says the same.
  useEffect(() => {
    setText((current) => {
      try {
        if (JSON.stringify(JSON.parse(current)) === JSON.stringify(value)) return current;
      } catch {
        // The text does not parse: the value came from elsewhere.
      }
      setSyntax(null);
      return JSON.stringify(value, null, 2);
    });
  }, [value]);
  return (
    <div className="ed-jsondoc">
      <label htmlFor={id}>{t('jsonValue')}</label>
      <textarea
        id={id}
        value={text}
        rows={30}
        spellCheck={false}
        aria-invalid={!!syntax || errors.length > 0}
        aria-describedby={`${id}-errors`}
        onChange={(e) => {
          setText(e.target.value);
          try {
            onChange(JSON.parse(e.target.value));
            setSyntax(null);
          } catch (err) {
            setSyntax((err as Error).message);
          }
        }}
      />
      <ul id={`${id}-errors`} className="ed-error">
        {syntax && <li>{t('jsonSyntax', { reason: syntax })}</li>}
        {errors.map((e, i) => <li key={i}><code>{e.pointer}</code> {e.message}</li>)}
      </ul>
    </div>
  );
}
