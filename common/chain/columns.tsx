import type { ReactNode } from 'react';
import './columns.css';

/**
 * Splits a chain's children into columns: the first columns take the configured counts in order,
 * the last column takes the rest (spec: "Double chain: first column gets columnOne children, the rest the second").
 */
export function splitColumns(children: ReactNode[], counts: number[]): ReactNode[][] {
  const columns: ReactNode[][] = [];
  let at = 0;
  for (const count of counts) {
    const n = Math.max(0, Math.floor(count));
    columns.push(children.slice(at, at + n));
    at += n;
  }
  columns.push(children.slice(at));
  return columns;
}

export function Columns({ children, counts, name }: { children: ReactNode[]; counts: number[]; name: string }) {
  if (children.length === 0) return null;
  const columns = splitColumns(children, counts);
  return (
    <div className={`chain-columns chain-${name}`} style={{ ['--columns' as string]: columns.length }}>
      {columns.map((col, i) => (
        <div key={i} className="chain-column">{col}</div>
      ))}
    </div>
  );
}
