import { useAppContext } from '../../engine/index.ts';
import { aboutText } from './about.ts';
import './styles.css';

export default function SectionAbout() {
  const { globalContent, siteProperties, lang } = useAppContext();
  const about = aboutText(globalContent, siteProperties, lang);
  if (!about) return null;
  return (
    <div className="section-about">
      <p className="section-about__text" lang={about.lang === lang ? undefined : about.lang}>{about.text}</p>
    </div>
  );
}
