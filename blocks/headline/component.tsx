import { useAppContext } from '../../engine/index.ts';
import './styles.css';

/** Renders the global content's headlines.basic as the page's one h1. */
export default function Headline() {
  const { globalContent } = useAppContext();
  const text: string | undefined = globalContent?.headlines?.basic;
  if (!text) return null;
  return <h1 className="headline">{text}</h1>;
}
