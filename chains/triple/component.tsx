import type { ChainProps } from '../../engine/index.ts';
import { Columns } from '../../common/chain/columns.tsx';

type Fields = { columnOne: number; columnTwo: number; };

export default function Triple({ customFields, children }: ChainProps<Fields>) {
  return <Columns name="triple" counts={[customFields.columnOne, customFields.columnTwo]}>{children}</Columns>;
}
