/** The alert section of the identity forms: where a failed call's message shows, read out as it appears. */
import type { ReactNode } from 'react';
import './forms.css';

export function FormAlert({ children, kind = 'error' }: { children?: ReactNode; kind?: 'error' | 'success' }) {
  if (!children) return null;
  return (
    <div className={`identity-alert identity-alert--${kind}`} role={kind === 'error' ? 'alert' : 'status'}>
      {children}
    </div>
  );
}
