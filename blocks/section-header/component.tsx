import { useAppContext, type FeatureProps, type FieldValues } from '../../engine/index.ts';
import type { sectionHeaderFields } from './index.ts';
import { sectionTitle, sizeModifier } from './header.ts';
import './styles.css';

export default function SectionHeader({ customFields }: FeatureProps<FieldValues<typeof sectionHeaderFields>>) {
  const { globalContent, lang } = useAppContext();
  const title = sectionTitle(globalContent, lang);
  if (!title) return null;
  // On a section page this is the page's title; on a story page the headline is, so the section sits below it.
  const Heading = globalContent?.headlines ? 'h2' : 'h1';
  return (
    <header className={`section-header section-header--${sizeModifier(customFields.headerSize)}`}>
      <Heading className="section-header__title">{customFields.uppercase ? title.toLocaleUpperCase(lang === 'mi' ? 'mi' : 'en') : title}</Heading>
    </header>
  );
}
