import { useAppContext, type FeatureProps, type FieldValues } from '../../engine/index.ts';
import type { htmlBoxFields } from './index.ts';

export default function HtmlBox({ customFields }: FeatureProps<FieldValues<typeof htmlBoxFields>>) {
  const { lang } = useAppContext();
  const html = (lang === 'mi' && customFields.maoriHTML?.trim()) || customFields.HTML;
  if (!html?.trim()) return null;
  return <div className="html-box" dangerouslySetInnerHTML={{ __html: html }} />;
}
