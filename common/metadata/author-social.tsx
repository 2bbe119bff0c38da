import type { SocialLink } from './author.ts';

type Phrase = (key: string, vars?: Record<string, string | number>) => string;

/**
 * An author's social links as a list inside block `block` (classes `<block>__social`, `<block>__social-link`): each
 * shows the network's name (phrase key: the network) and, when the byline is known, names the author for screen
 * readers (phrase `social`). Nothing when there are no links.
 */
export function AuthorSocialLinks({ links, block, byline, t }: { links: SocialLink[]; block: string; byline?: string; t: Phrase }) {
  if (!links.length) return null;
  return (
    <ul className={`${block}__social`}>
      {links.map((l) => (
        <li key={l.network}>
          <a className={`${block}__social-link ${block}__social-link--${l.network}`} href={l.href}
            aria-label={byline ? t('social', { network: t(l.network), byline }) : undefined}>{t(l.network)}</a>
        </li>
      ))}
    </ul>
  );
}
