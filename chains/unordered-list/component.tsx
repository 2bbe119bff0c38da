import type { ChainProps } from '../../engine/index.ts';

export default function UnorderedList({ children }: ChainProps<Record<string, never>>) {
  if (children.length === 0) return null;
  return (
    <ul className="chain-unordered-list">
      {children.map((child, i) => (
        <li key={i}>{child}</li>
      ))}
    </ul>
  );
}
