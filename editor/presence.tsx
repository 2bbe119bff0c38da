// Who else has this document open: a heartbeat to the server while it is open (the server keeps each editor for a
// while after their last beat, across nodes), whose answer names the others; gone when they close it.
import { useEffect, useState } from 'react';
import { api } from './api.ts';
import { useT } from './i18n.tsx';

export function Presence({ doc }: { doc: string }) {
  const t = useT();
  const [others, setOthers] = useState<string[]>([]);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    let open = true;
    const beat = () => {
      api.presence(doc).then(
        ({ others: list, everySeconds }) => {
          if (!open) return;
          setOthers(list.map((o) => o.name));
          timer = setTimeout(beat, everySeconds * 1000);
        },
        // A failed beat (a node restarting) is tried again; the list stays as it was meanwhile.
        () => open && (timer = setTimeout(beat, 15_000)),
      );
    };
    beat();
    return () => {
      open = false;
      clearTimeout(timer);
      void api.leave(doc).catch(() => undefined);
    };
  }, [doc]);
  return (
    <span className="ed-presence" role="status" aria-live="polite">
      {others.length ? t('alsoEditing', { names: others.join(', ') }) : ''}
    </span>
  );
}
