import type { ReactNode } from 'react';

/** A chain whose blocks are the items of one list, numbered (`ol`) or not (`ul`); nothing without children. */
export function ChainList({ children, ordered }: { children: ReactNode[]; ordered: boolean }) {
  if (children.length === 0) return null;
  const List = ordered ? 'ol' : 'ul';
  return (
    <List className={ordered ? 'chain-ordered-list' : 'chain-unordered-list'}>
      {children.map((child, i) => (
        <li key={i}>{child}</li>
      ))}
    </List>
  );
}
