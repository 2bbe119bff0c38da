import type { ChainProps } from '../../engine/index.ts';
import { ChainList } from '../../common/chain/list.tsx';

export default function OrderedList({ children }: ChainProps<Record<string, never>>) {
  return <ChainList ordered>{children}</ChainList>;
}
