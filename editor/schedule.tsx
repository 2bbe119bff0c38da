// Scheduled publishes: the saved revision published at a chosen time (by whichever server runs then, once), the
// document's planned ones listed with a way to cancel them. The document list shows every document's (doc-list.tsx).
import { useCallback, useEffect, useState, type FormEvent } from 'react';
import { api, type ScheduledPublish } from './api.ts';
import { useT, type Translate } from './i18n.tsx';
import { Dialog } from './dialog.tsx';
import { FALLBACK_TIME_ZONE, siteOfDoc, useMomentFormat, useSiteTimeZone } from './fields/site-zone.ts';
import { fromWallTime, toWallTime } from './fields/zoned-time.ts';


/** One scheduled publish in words, and a button that cancels it while it has not run. */
export function ScheduleLine({ s, onCancelled }: { s: ScheduledPublish; onCancelled: () => void }) {
  const t = useT();
  const [problem, setProblem] = useState<string | null>(null);
  const at = useMomentFormat(s.doc)(s.at);
  return (
    <span className="ed-schedule">
      {describe(t, s, at)}
      {s.state === 'pending' && (
        <button type="button" onClick={() => api.cancelSchedule(s.id).then(onCancelled, (e: Error) => setProblem(e.message))}>{t('scheduleCancel', { at })}</button>
      )}
      {problem && <span role="alert" className="ed-error"> {t('scheduleFailed', { reason: problem })}</span>}
    </span>
  );
}

function describe(t: Translate, s: ScheduledPublish, at: string): string {
  if (s.state === 'failed') return t('scheduleFailedLine', { id: s.revision, reason: s.error ?? '' });
  if (s.state === 'done') return t('scheduleDoneLine', { id: s.revision, at });
  return t('scheduledLine', { id: s.revision, at });
}

/** The toolbar's button: schedules the saved revision (`revision`: null while there is no clean, valid one). */
export function SchedulePublish({ doc, revision }: { doc: string; revision: number | null }) {
  const t = useT();
  const [open, setOpen] = useState(false);
  // Times are the site's wall-clock times, whatever zone the editor's computer is in.
  const zone = useSiteTimeZone(siteOfDoc(doc));
  const moment = useMomentFormat(doc);
  const [when, setWhen] = useState(() => toWallTime(new Date(Date.now() + 3_600_000).toISOString(), FALLBACK_TIME_ZONE));
  const [list, setList] = useState<ScheduledPublish[]>([]);
  const [message, setMessage] = useState<{ error: boolean; text: string } | null>(null);
  const site = doc.split('/')[1] ?? '';
  const refresh = useCallback(() => {
    api.schedules(site).then((all) => setList(all.filter((s) => s.doc === doc)), () => undefined);
  }, [doc, site]);
  useEffect(() => {
    if (open) refresh();
  }, [open, refresh]);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (revision === null) return;
    try {
      const at = fromWallTime(when, zone);
      if (!at) return setMessage({ error: true, text: t('scheduleFailed', { reason: when }) });
      const { schedule } = await api.schedule(doc, revision, at);
      setMessage({ error: false, text: t('scheduledNotice', { id: schedule.revision, at: moment(schedule.at) }) });
      refresh();
    } catch (err) {
      setMessage({ error: true, text: t('scheduleFailed', { reason: (err as Error).message }) });
    }
  };

  return (
    <>
      <button type="button" onClick={() => setOpen(true)} aria-haspopup="dialog">{t('schedulePublish')}</button>
      {open && (
        <Dialog title={t('scheduleTitle')} onClose={() => setOpen(false)}>
          {revision === null ? (
            <p>{t('scheduleSaveFirst')}</p>
          ) : (
            <form onSubmit={submit}>
              <p>{t('scheduleRevision', { id: revision })}</p>
              <label className="ed-field">
                <span>{t('scheduleWhen')}</span>
                <input type="datetime-local" value={when} onChange={(e) => setWhen(e.target.value)} required aria-describedby="schedule-zone" />
              </label>
              <p id="schedule-zone" className="ed-muted">{t('timeInZone', { zone })}</p>
              <button type="submit">{t('scheduleSubmit')}</button>
            </form>
          )}
          {message && <p role={message.error ? 'alert' : 'status'} className={message.error ? 'ed-error' : 'ed-notice'}>{message.text}</p>}
          {list.length > 0 && (
            <ul className="ed-schedules">
              {list.map((s) => <li key={s.id}><ScheduleLine s={s} onCancelled={refresh} /></li>)}
            </ul>
          )}
          <button type="button" onClick={() => setOpen(false)}>{t('close')}</button>
        </Dialog>
      )}
    </>
  );
}
