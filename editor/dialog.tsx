// A modal dialog (the native <dialog>: focus moves in and is kept there, Escape closes it).
import { useEffect, useRef, type ReactNode } from 'react';

export function Dialog({ title, onClose, children }: { title: string; onClose?: () => void; children: ReactNode }) {
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) dialog.showModal();
    return () => dialog?.close();
  }, []);
  return (
    <dialog
      ref={ref}
      className="ed-dialog"
      aria-labelledby="dialog-title"
      onCancel={(e) => {
        // Without onClose the dialog must be answered (a conflict): Escape does not dismiss it.
        e.preventDefault();
        onClose?.();
      }}
    >
      <h2 id="dialog-title">{title}</h2>
      {children}
    </dialog>
  );
}
