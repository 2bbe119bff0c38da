import type { ChainProps } from '../../engine/index.ts';
import { ChainList } from '../../common/chain/list.tsx';

export default function UnorderedList({ children }: ChainProps<Record<string, never>>) {
  return <ChainList ordered={false}>{children}</ChainList>;
}
