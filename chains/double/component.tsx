import type { ChainProps } from '../../engine/index.ts';
import { Columns } from '../../common/chain/columns.tsx';

type Fields = { columnOne: number; };

export default function Double({ customFields, children }: ChainProps<Fields>) {
  return <Columns name="double" counts={[customFields.columnOne]}>{children}</Columns>;
}
