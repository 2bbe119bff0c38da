import { useAppContext, type FeatureProps, type FieldValues } from '../../engine/index.ts';
import type { subheadlineFields } from './index.ts';
import { contentLang } from '../../common/content/content-language.ts';
import { subheadlineText } from './subheadline.ts';
import './styles.css';

export default function Subheadline({ customFields }: FeatureProps<FieldValues<typeof subheadlineFields>>) {
  const { globalContent, lang } = useAppContext();
  const text = subheadlineText(globalContent, customFields.useDescription);
  if (!text) return null;
  // A standfirst, not a section heading: a paragraph keeps the page's heading outline honest.
  return <p className="subheadline" lang={contentLang(globalContent, lang)}>{text}</p>;
}
