// A readable difference between two values of a document (jsondiffpatch's HTML view: removed in red, added in
// green, only what changed). Blocks are matched by id, so a moved block shows as moved, not removed and added.
import { useMemo } from 'react';
import { create } from 'jsondiffpatch';
import { format } from 'jsondiffpatch/formatters/html';
import 'jsondiffpatch/formatters/styles/html.css';
import { useT } from './i18n.tsx';

const differ = create({
  objectHash: (o: object, index?: number) => (o as { id?: string }).id ?? `$$index:${index}`,
  arrays: { detectMove: true },
});

export function Diff({ from, to, label }: { from: unknown; to: unknown; label: string }) {
  const t = useT();
  // The formatter escapes every value it prints (its htmlEscape): the markup is its own.
  const html = useMemo(() => {
    const delta = differ.diff(from, to);
    return delta ? format(delta, from) ?? '' : '';
  }, [from, to]);
  return (
    <div className="ed-diff" role="region" aria-label={label}>
      {html ? <div dangerouslySetInnerHTML={{ __html: html }} /> : <p>{t('noDifferences')}</p>}
    </div>
  );
}
