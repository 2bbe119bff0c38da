import { useAppContext } from '../../engine/index.ts';
import { contentLang } from '../../common/content/content-language.ts';
import './styles.css';

/** Renders the global content's headlines.basic as the page's one h1. */
export default function Headline() {
  const { globalContent, lang } = useAppContext();
  const text: string | undefined = globalContent?.headlines?.basic;
  if (!text) return null;
  return <h1 className="headline" lang={contentLang(globalContent, lang)}>{text}</h1>;
}
