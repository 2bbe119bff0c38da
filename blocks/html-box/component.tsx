import { useAppContext, type FeatureProps, type FieldValues } from '../../engine/index.ts';
import { isolateContentHtml } from '../../common/content/content-html.ts';
import { ContentHtml } from '../../common/amp/content-html.tsx';
import type { htmlBoxFields } from './index.ts';

export default function HtmlBox({ customFields }: FeatureProps<FieldValues<typeof htmlBoxFields>>) {
  const { lang } = useAppContext();
  const html = (lang === 'mi' && customFields.maoriHTML?.trim()) || customFields.HTML;
  if (!html?.trim()) return null;
  // As written, except its ids and names: the page's scripts look theirs up (common/content/content-html.ts).
  return <ContentHtml className="html-box" html={isolateContentHtml(html)} />;
}
