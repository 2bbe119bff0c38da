import type { ChainProps } from '../../engine/index.ts';
import { Columns } from '../../common/chain/columns.tsx';

type Fields = { columnOne: number; columnTwo: number; columnThree: number; };

export default function Quad({ customFields, children }: ChainProps<Fields>) {
  return <Columns name="quad" counts={[customFields.columnOne, customFields.columnTwo, customFields.columnThree]}>{children}</Columns>;
}
