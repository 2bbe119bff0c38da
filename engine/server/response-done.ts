// What runs once a response is over (its last byte sent, or the connection cut first): the access line, the
// metrics, the page's own bookkeeping. One 'close' listener per response calls them all, in the order they were
// added: a `once` listener each cost a bound wrapper, a place in the response's listener list and its removal,
// about 8 µs of a page each in place (a page had five).
import type { ServerResponse } from 'node:http';

/** Called with the response once it is over; `res.writableFinished` tells a response sent whole from one cut short. */
export type AfterResponse = (res: ServerResponse) => void;

// A registered symbol: the server bundle and the modules Node loads from source each have their own copy of this
// file, and steps added through either share the one list (and the one listener).
const waiting = Symbol.for('kupu.afterResponse');
type Tracked = ServerResponse & { [waiting]?: AfterResponse[] | null };

/** Runs `done` when the response closes ('close' comes after 'finish', or alone when the connection is cut). */
export function afterResponse(res: ServerResponse, done: AfterResponse): void {
  const tracked = res as Tracked;
  const list = tracked[waiting];
  if (list) list.push(done);
  // Already over (another step was told): nothing more will come, so now.
  else if (list === null) done(res);
  else {
    tracked[waiting] = [done];
    // on, not once: 'close' comes once per response, and once's wrapper and its removal were a cost on every page.
    res.on('close', runAll);
  }
}

function runAll(this: Tracked) {
  const list = this[waiting] ?? [];
  this[waiting] = null;
  for (const done of list) done(this);
}
