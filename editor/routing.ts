// The app's own addresses: `/editor/` (the list) and `/editor/?doc=PATH` (a document), kept in the browser's
// history so back and forward work, and a guard that asks before leaving unsaved changes.
import { useEffect, useState } from 'react';

export const docFromLocation = (): string | null => new URLSearchParams(window.location.search).get('doc');

/** The open document's path from the address, following back / forward. */
export function useDocRoute(): [string | null, (doc: string | null) => void] {
  const [doc, setDoc] = useState(docFromLocation);
  useEffect(() => {
    const onPop = () => {
      const next = docFromLocation();
      if (leaveGuard && !leaveGuard()) {
        // Stay: put back the address the back button took away.
        window.history.pushState(null, '', hrefOf(doc));
        return;
      }
      setDoc(next);
    };
    window.addEventListener('popstate', onPop);
    return () => window.removeEventListener('popstate', onPop);
  }, [doc]);
  const go = (next: string | null) => {
    if (next === doc) return;
    if (leaveGuard && !leaveGuard()) return;
    window.history.pushState(null, '', hrefOf(next));
    setDoc(next);
  };
  return [doc, go];
}

const hrefOf = (doc: string | null) => (doc ? `/editor/?doc=${encodeURIComponent(doc)}` : '/editor/');

/** Asked before in-app navigation; false stays. Set by the open document while it has unsaved changes. */
let leaveGuard: (() => boolean) | null = null;

/**
 * While `dirty`, leaving asks first: the browser's own prompt on unload (reload, closing, another address) and
 * `message` in a confirm for the app's navigation.
 */
export function useUnsavedWarning(dirty: boolean, message: string) {
  useEffect(() => {
    if (!dirty) return;
    const onBeforeUnload = (e: BeforeUnloadEvent) => {
      e.preventDefault();
      e.returnValue = '';
    };
    const guard = () => window.confirm(message);
    window.addEventListener('beforeunload', onBeforeUnload);
    leaveGuard = guard;
    return () => {
      window.removeEventListener('beforeunload', onBeforeUnload);
      if (leaveGuard === guard) leaveGuard = null;
    };
  }, [dirty, message]);
}
