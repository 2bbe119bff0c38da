import { useId, useRef, type ReactNode } from 'react';

export type T = (key: string, vars?: Record<string, string | number>) => string;

/**
 * One account section: its heading, then the view (with the button that opens the edit form) or the edit form.
 * Focus follows the switch: into the form's first field when it opens, back to the edit button when it closes.
 */
export function Section({ title, editing, onEdit, editLabel, view, edit, status }: {
  title: string;
  editing: boolean;
  onEdit?: () => void;
  editLabel: string;
  view: ReactNode;
  edit: ReactNode;
  status?: string;
}) {
  const id = useId();
  const button = useRef<HTMLButtonElement>(null);
  return (
    <section className="account-section" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="account-section__title">{title}</h2>
      {status && <p className="account-section__status" role="status">{status}</p>}
      {editing ? (
        <div className="account-section__edit">{edit}</div>
      ) : (
        <div className="account-section__view">
          {view}
          {onEdit && (
            <button ref={button} type="button" className="identity-button identity-button--secondary account-section__edit-button" onClick={onEdit}>
              {editLabel}
            </button>
          )}
        </div>
      )}
    </section>
  );
}

/** Save and Cancel of an edit form; `waiting`: not ready to send yet (e.g. the identity config has not said whether a captcha is needed). */
export function FormButtons({ t, busy, waiting = false, onCancel }: { t: T; busy: boolean; waiting?: boolean; onCancel: () => void }) {
  return (
    <div className="account-section__buttons">
      <button type="submit" className="identity-button" disabled={busy || waiting}>{busy ? t('submitting') : t('save')}</button>
      <button type="button" className="identity-button identity-button--secondary" onClick={onCancel}>{t('cancel')}</button>
    </div>
  );
}

/** Focuses the first field of a form as it opens (a ref callback). */
export const focusFirstField = (form: HTMLFormElement | null) => form?.querySelector<HTMLElement>('input, select, textarea')?.focus();
