// The document's revisions, newest first (author, time, which one readers see), each compared with the value being
// edited, and rollback: a new revision with that one's value, published at once, after the editor confirms it.
import { useEffect, useState } from 'react';
import { api } from './api.ts';
import { useT } from './i18n.tsx';
import { useMomentFormat } from './fields/site-zone.ts';
import { Dialog } from './dialog.tsx';
import { Diff } from './diff.tsx';
import type { Revision, RevisionMeta } from './state/types.ts';

interface Props { doc: string; current: unknown; onClose: () => void; onRollback: (id: number) => void }

export function Revisions({ doc, current, onClose, onRollback }: Props) {
  const t = useT();
  const moment = useMomentFormat(doc);
  const [list, setList] = useState<Array<RevisionMeta & { published: boolean }> | null>(null);
  const [open, setOpen] = useState<Revision | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [confirming, setConfirming] = useState<number | null>(null);
  useEffect(() => {
    api.revisions(doc).then(setList, (e: Error) => setFailure(e.message));
  }, [doc]);
  const show = (id: number) => api.revision(doc, id).then(setOpen, (e: Error) => setFailure(e.message));

  if (confirming !== null) {
    return (
      <Dialog title={t('rollbackConfirmTitle', { id: confirming })} onClose={() => setConfirming(null)}>
        <p>{t('rollbackConfirmText', { id: confirming })}</p>
        <div className="ed-actions">
          <button type="button" onClick={() => onRollback(confirming)}>{t('rollbackConfirm')}</button>
          <button type="button" onClick={() => setConfirming(null)}>{t('cancel')}</button>
        </div>
      </Dialog>
    );
  }
  return (
    <Dialog title={t('revisionHistory')} onClose={onClose}>
      {failure && <p role="alert" className="ed-error">{t('loadFailed', { reason: failure })}</p>}
      {!list ? (
        <p role="status">{t('loading')}</p>
      ) : (
        <ol className="ed-revisions">
          {list.map((r) => (
            <li key={r.id} aria-current={open?.id === r.id || undefined}>
              <span>{t('revisionLine', { id: r.id, author: r.author, at: moment(r.at) })}</span>
              {r.published && <strong> · {t('publishedNow')}</strong>}
              <button type="button" onClick={() => void show(r.id)}>{t('compare')}</button>
              <button type="button" onClick={() => setConfirming(r.id)} aria-haspopup="dialog">{t('rollBackTo', { id: r.id })}</button>
            </li>
          ))}
        </ol>
      )}
      {open && (
        <>
          <h3>{t('changesSince', { id: open.id })}</h3>
          <Diff from={open.value} to={current} label={t('changesSince', { id: open.id })} />
        </>
      )}
      <button type="button" onClick={onClose}>{t('close')}</button>
    </Dialog>
  );
}
