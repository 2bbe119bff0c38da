/** Byline rules ("Article page blocks": prefix 'By' / 'Na'; without authors the text ends with ' Contributor'). */
import { creditedAuthors } from '../../common/metadata/index.ts';

export interface BylineName { name: string; url?: string }

/** The credited names, in order, each linked to its author page when it has one. */
export function bylineNames(content: any): BylineName[] {
  return creditedAuthors(content).map((a) => (a.url ? { name: a.byline, url: a.url } : { name: a.byline }));
}

/**
 * Names joined naturally: 'A', 'A and B', 'A, B and C' (Māori: 'A me B', 'A, B me C'). Generic so the component
 * can join links; separators are strings.
 */
export function joinNatural<T>(items: readonly T[], and: string): Array<T | string> {
  const out: Array<T | string> = [];
  items.forEach((item, i) => {
    if (i > 0) out.push(i === items.length - 1 ? ` ${and} ` : ', ');
    out.push(item);
  });
  return out;
}

/** Text without authors: '{site name} Contributor' (spec: ends with ' Contributor'). */
export function contributorText(siteName: string | undefined, contributor: string): string {
  return `${siteName?.trim() ? `${siteName.trim()} ` : ''}${contributor}`;
}
