/**
 * What the engine's streamed document has that a raw renderToString lacks: the doctype, Suspense boundary
 * comments (<!--$-->, <!--/$-->) and React's reveal-timing script (<script id="_R_">, written when tasks are
 * still pending at shell flush). Anything else the engine adds is a difference the bench reports.
 */
const MARKERS: Array<[string, RegExp]> = [
  ['doctype', /^<!DOCTYPE html>/i],
  ['Suspense comments', /<!--\/?\$[?!~]?-->/g],
  ['inline reveal-timing script', /<script id="_R_">[^<]*<\/script>/g],
];

export function withoutEngineMarkers(html: string): { html: string; removed: string[] } {
  const removed: string[] = [];
  for (const [name, pattern] of MARKERS) {
    const count = html.match(pattern)?.length ?? 0;
    if (count) removed.push(`${count} ${name}`);
    html = html.replace(pattern, '');
  }
  return { html, removed };
}

/** Text content: scripts (the island payload), comments and tags removed. */
export function textContent(html: string): string {
  return html.replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, '').replace(/<!--[\s\S]*?-->/g, '').replace(/<[^>]*>/g, '');
}

/** The first place two strings differ, with some context, for an error message. */
export function firstDifference(a: string, b: string, context = 80): string {
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i++;
  return `at character ${i}:\n  engine: …${a.slice(Math.max(0, i - context), i + context)}…\n  raw:    …${b.slice(Math.max(0, i - context), i + context)}…`;
}
