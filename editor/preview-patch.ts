// A preview brought up to date in place: the draft's new render is fetched and only the blocks whose markup changed
// are swapped into the frame's document, so an edit to a field shows without reloading the frame (its styles,
// scripts, images and islands stay as they are). Where a swap could not show the page as a reload would, the
// frame is reloaded instead: blocks added, removed or moved, different page CSS (a new block type), a changed
// block that is or holds an island or a lazy block (its script would not run), or a head that changed otherwise.

const BLOCK = '[data-block-id][data-block-type]';
const SCRIPTED = '[data-island], [data-lazy]';

/** Markup as compared: without the per-response nonces, which differ on every render of the same page. */
const comparable = (el: Element) => el.outerHTML.replace(/\snonce="[^"]*"/g, '');

/** The blocks of a document that no other block holds, by id, in document order. */
function outermostBlocks(doc: Document): Element[] {
  return Array.from(doc.querySelectorAll(BLOCK)).filter((el) => !el.parentElement?.closest(BLOCK));
}

/** Each id of every block, nested ones included, in document order: the page's shape. */
const shapeOf = (doc: Document) => Array.from(doc.querySelectorAll(BLOCK), (el) => el.getAttribute('data-block-id')).join('\n');

/** The head as it affects the page: its styles and links (titles and meta change nothing a reader sees). */
const headOf = (doc: Document) => Array.from(doc.head.querySelectorAll('style, link[rel="stylesheet"]'), comparable).join('\n');

/**
 * Swaps into `live` the blocks whose markup differs between two renders of its page, `before` (what `live` was
 * built from) and `after`; false, with nothing changed, when only a reload would show `after` faithfully. Renders
 * are compared, not the live page: islands change their own markup once they hydrate.
 */
export function patchDocument(live: Document, before: Document, after: Document): boolean {
  if (shapeOf(before) !== shapeOf(after) || shapeOf(live) !== shapeOf(before) || headOf(before) !== headOf(after)) return false;
  const was = outermostBlocks(before);
  const now = outermostBlocks(after);
  const shown = outermostBlocks(live);
  const changed: number[] = [];
  for (let i = 0; i < was.length; i++) {
    if (comparable(was[i]!) === comparable(now[i]!)) continue;
    const scripted = (el: Element) => el.matches(SCRIPTED) || !!el.querySelector(SCRIPTED);
    if (scripted(was[i]!) || scripted(now[i]!)) return false;
    changed.push(i);
  }
  for (const i of changed) shown[i]!.replaceWith(live.importNode(now[i]!, true));
  return true;
}

/** The render each frame's page was built from, once known: what the next render is compared with. */
const renders = new WeakMap<Document, Document>();

async function fetchRender(src: string): Promise<Document | undefined> {
  const res = await fetch(src, { credentials: 'same-origin' });
  if (!res.ok || !(res.headers.get('content-type') ?? '').includes('text/html')) return undefined;
  return new DOMParser().parseFromString(await res.text(), 'text/html');
}

/**
 * Brings the frame's page up to the render at `src`: in place where it can (true), else not at all (false: the
 * caller reloads the frame). A frame still loading, or a render that failed, is never patched. The first time, the
 * render the frame shows is fetched again to compare with (the same draft renders the same page).
 */
export async function patchFrame(frame: HTMLIFrameElement | null, src: string, stillWanted: () => boolean = () => true): Promise<boolean> {
  const live = frame?.contentDocument;
  if (!live || live.readyState !== 'complete' || live.location.href === 'about:blank') return false;
  const [before, after] = await Promise.all([renders.get(live) ?? fetchRender(live.location.href), fetchRender(src)]);
  if (!before || !after) return false;
  // A newer edit may have come while the render was on its way: its render is the one to show (true: no reload).
  if (!stillWanted()) return true;
  // The frame may have moved on (a reload, a width or language change) meanwhile.
  if (frame.contentDocument !== live) return false;
  if (!patchDocument(live, before, after)) return false;
  renders.set(live, after);
  return true;
}
