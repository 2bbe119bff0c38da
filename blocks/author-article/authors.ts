/** Author list rules (entries without url are skipped; social links show only for email, as mailto). */
import { creditedAuthors, socialHref } from '../../common/metadata/index.ts';

export interface ListedAuthor { name: string; url: string; role?: string; email?: string }

export function listedAuthors(content: any): ListedAuthor[] {
  const out: ListedAuthor[] = [];
  for (const a of creditedAuthors(content)) {
    if (!a.url) continue;
    const email = socialHref('email', a.social.email);
    out.push({ name: a.byline, url: a.url, ...(a.role ? { role: a.role } : {}), ...(email ? { email } : {}) });
  }
  return out;
}
