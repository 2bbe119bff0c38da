import type { ChainProps } from '../../engine/index.ts';

export default function OrderedList({ children }: ChainProps<Record<string, never>>) {
  if (children.length === 0) return null;
  return (
    <ol className="chain-ordered-list">
      {children.map((child, i) => (
        <li key={i}>{child}</li>
      ))}
    </ol>
  );
}
