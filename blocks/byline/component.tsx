import { useAppContext, usePhrases } from '../../engine/index.ts';
import { bylineNames, contributorText, joinNatural } from './byline.ts';
import './styles.css';

export default function Byline() {
  const { globalContent, siteProperties } = useAppContext();
  const t = usePhrases();
  if (!globalContent) return null;
  const names = bylineNames(globalContent);
  const parts = names.length
    ? joinNatural(names.map((n, i) => (n.url ? <a key={i} className="byline__name" href={n.url}>{n.name}</a> : <span key={i} className="byline__name">{n.name}</span>)), t('and'))
    : [contributorText(siteProperties.siteName, t('contributor'))];
  return (
    <p className="byline">
      <span className="byline__prefix">{t('by')}</span> {parts}
    </p>
  );
}
