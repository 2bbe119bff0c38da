import type { FeatureProps, FieldValues } from '../../engine/index.ts';
import type { htmlBoxFields } from './index.ts';

export default function HtmlBox({ customFields }: FeatureProps<FieldValues<typeof htmlBoxFields>>) {
  if (!customFields.HTML?.trim()) return null;
  return <div className="html-box" dangerouslySetInnerHTML={{ __html: customFields.HTML }} />;
}
