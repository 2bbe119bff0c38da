import { Fragment } from 'react';
import { useAppContext } from '../../engine/index.ts';
import { OVERLINE_SEPARATOR, overlineParts } from './overline.ts';
import './styles.css';

export default function Overline() {
  const { globalContent, site } = useAppContext();
  const parts = overlineParts(globalContent, site);
  if (!parts.length) return null;
  return (
    <p className="overline">
      {parts.map((part, i) => (
        <Fragment key={i}>
          {i > 0 ? <span className="overline__separator">{OVERLINE_SEPARATOR}</span> : null}
          {part.href ? <a className="overline__link" href={part.href}>{part.text}</a> : <span className="overline__text">{part.text}</span>}
        </Fragment>
      ))}
    </p>
  );
}
