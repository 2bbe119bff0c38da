// After a save found the document changed since it was opened (409): nothing was saved. Both versions are shown
// (what they saved, and how this editor's differs from it); the editor keeps theirs own changes (saved over the
// other revision, which stays in the history) or loads the other version.
import { useT } from './i18n.tsx';
import { Dialog } from './dialog.tsx';
import { Diff } from './diff.tsx';
import type { Revision } from './state/types.ts';

interface Props { mine: unknown; theirs: Revision; onKeepMine: () => void; onTakeTheirs: () => void }

export function ConflictDialog({ mine, theirs, onKeepMine, onTakeTheirs }: Props) {
  const t = useT();
  return (
    <Dialog title={t('conflictTitle')}>
      <p role="alert">{t('conflictText', { author: theirs.author, at: new Date(theirs.at).toLocaleString(), id: theirs.id })}</p>
      <h3>{t('yourChanges')}</h3>
      <Diff from={theirs.value} to={mine} label={t('yourChanges')} />
      <details>
        <summary>{t('theirVersion')}</summary>
        <pre className="ed-json">{JSON.stringify(theirs.value, null, 2)}</pre>
      </details>
      <div className="ed-actions">
        <button type="button" onClick={onKeepMine}>{t('keepMine')}</button>
        <button type="button" onClick={onTakeTheirs}>{t('takeTheirs')}</button>
      </div>
    </Dialog>
  );
}
