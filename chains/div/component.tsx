import type { ChainProps } from '../../engine/index.ts';
import './styles.css';

export default function Div({ children }: ChainProps<Record<string, never>>) {
  if (children.length === 0) return null;
  return <div className="chain-div">{children}</div>;
}
