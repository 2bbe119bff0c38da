/**
 * "Did you mean" for names a config got wrong (block types, layouts, sections, fields, sources, templates): the
 * closest known name, when it is close enough to be the one meant rather than any name at all.
 */

/** Edits (insert, delete, substitute, swap two neighbours) turning `a` into `b`: a swap is one typo, not two. */
export function editDistance(a: string, b: string): number {
  const rows = Array.from({ length: a.length + 1 }, (_, i) => [i, ...Array<number>(b.length).fill(0)]);
  for (let j = 1; j <= b.length; j++) rows[0][j] = j;
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      rows[i][j] = Math.min(rows[i - 1][j] + 1, rows[i][j - 1] + 1, rows[i - 1][j - 1] + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) rows[i][j] = Math.min(rows[i][j], rows[i - 2][j - 2] + 1);
    }
  }
  return rows[a.length][b.length];
}

/** The known name closest to `word` (case aside), if at most a third of it (at least one edit) differs. */
export function closest(word: string, known: Iterable<string>): string | undefined {
  const limit = Math.max(1, Math.floor(word.length / 3));
  let best: { name: string; distance: number } | undefined;
  for (const name of known) {
    const distance = editDistance(word.toLowerCase(), name.toLowerCase());
    if (distance <= limit && (!best || distance < best.distance)) best = { name, distance };
  }
  return best?.name;
}

/** ` (did you mean "x"?)` to append to an error message, or nothing when no known name is close. */
export function didYouMean(word: string, known: Iterable<string>): string {
  const name = closest(word, known);
  return name === undefined ? '' : ` (did you mean "${name}"?)`;
}
